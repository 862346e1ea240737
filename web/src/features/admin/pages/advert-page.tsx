import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminAdvertDetail } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { useDeleteAdvert } from '../api/delete-advert';
import { useAdvert } from '../api/get-advert';
import { useRestoreAdvert } from '../api/restore-advert';
import { useSuspendAdvert } from '../api/suspend-advert';
import { ActionDialog } from '../components/action-dialog';
import { useDialog } from '../components/use-dialog';
import { useFormat } from '../../../lib/format';
import { Card, Facts, PageHeader, Pill, QueryState } from '../components/ui';
import { AdvertStatusPill } from './adverts-page';
import { ReportStatusPill } from './reports-page';
import { AgeCheckFact } from '../../age-check';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-3 text-lg">{title}</h2>
      {children}
    </Card>
  );
}

/** One list of the advert's, or the words for none when it is empty. */
function ListOrNone<T>({
  items,
  none,
  className = 'flex flex-col gap-1 text-sm',
  children,
}: {
  items: T[];
  none: string;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-mist-400">{none}</p>;
  return <ul className={className}>{items.map(children)}</ul>;
}

type Action = 'suspend' | 'restore' | 'delete';

function Actions({ advert }: { advert: AdminAdvertDetail }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const suspend = useSuspendAdvert();
  const restore = useRestoreAdvert();
  const remove = useDeleteAdvert();
  const dialog = useDialog<Action>();
  // Each action's confirmation is titled with the advert's name and explains itself in the action's own words.
  const confirming = (action: Action) => ({
    ...dialog.props(action),
    title: t(`admin.advert.${action}Title`, { name: advert.name }),
    children: t(`admin.advert.${action}Text`),
  });
  return (
    <div className="flex flex-wrap gap-2">
      {advert.status === 'visible' && (
        <Link
          to={`/details?guid=${advert.guid}`}
          className="inline-flex min-h-11 items-center rounded-full px-4 text-sm text-rose-300 underline"
        >
          {t('admin.advert.viewPublic')}
        </Link>
      )}
      {advert.suspended_at ? (
        <Button variant="secondary" onClick={() => dialog.show('restore')}>
          {t('admin.advert.restore')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => dialog.show('suspend')}>
          {t('admin.advert.suspend')}
        </Button>
      )}
      <Button variant="danger" onClick={() => dialog.show('delete')}>
        {t('admin.advert.delete')}
      </Button>

      <ActionDialog
        {...confirming('suspend')}
        confirmLabel={t('admin.advert.suspend')}
        text={{
          label: t('admin.advert.reason'),
          hint: t('admin.advert.reasonHint'),
          field: 'reason',
          required: true,
        }}
        onConfirm={(reason) => suspend.mutateAsync({ id: advert.id, reason })}
      />
      <ActionDialog
        {...confirming('restore')}
        confirmLabel={t('admin.advert.restore')}
        onConfirm={() => restore.mutateAsync(advert.id)}
      />
      <ActionDialog
        {...confirming('delete')}
        danger
        confirmLabel={t('admin.advert.deleteConfirm')}
        onConfirm={async () => {
          const res = await remove.mutateAsync(advert.id);
          void navigate('/admin/adverts', { replace: true });
          return res;
        }}
      />
    </div>
  );
}

/** One photo or video of the advert: the video plays in place, a photo opens full size; its kind and size under it. */
function MediaTile({ media: m }: { media: AdminAdvertDetail['media'][number] }) {
  const { t } = useTranslation('admin');
  return (
    <li className="flex flex-col gap-1">
      {m.kind === 'video' ? (
        <video
          src={m.url}
          controls
          preload="metadata"
          className="aspect-[3/4] w-full rounded-xl bg-black object-cover"
        />
      ) : (
        <a href={m.url} target="_blank" rel="noreferrer">
          <img
            src={m.url}
            srcSet={m.srcset ?? undefined}
            sizes="(min-width: 1280px) 20vw, (min-width: 640px) 30vw, 45vw"
            alt={t('admin.advert.mediaAlt', { kind: t(`admin.mediaKind.${m.kind}`) })}
            loading="lazy"
            className="aspect-[3/4] w-full rounded-xl object-cover"
          />
        </a>
      )}
      <span className="text-xs text-mist-400">
        {t(`admin.mediaKind.${m.kind}`)}
        {m.duration_seconds !== null ? ` · ${Math.round(m.duration_seconds)} s` : ''}
        {m.width ? ` · ${m.width}×${m.height}` : ''}
      </span>
    </li>
  );
}

export function AdvertPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const query = useAdvert(id);
  return (
    <>
      <p className="mb-3">
        <Link to="/admin/adverts" className="text-sm text-rose-300 underline">
          ← {t('admin.advert.back')}
        </Link>
      </p>
      <QueryState query={query}>{query.data && <AdvertDetail advert={query.data} />}</QueryState>
    </>
  );
}

/** Everything the back-office knows of one advert, with the actions on it. */
function AdvertDetail({ advert }: { advert: AdminAdvertDetail }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const yes = (iso: string | null) =>
    iso ? f.dateTime(iso) : <Pill tone="warn">{t('admin.advert.missing')}</Pill>;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={advert.name} actions={<Actions advert={advert} />} />
      <div className="-mt-4 flex flex-wrap items-center gap-2">
        <AdvertStatusPill status={advert.status} />
        {advert.open_reports > 0 && (
          <Pill tone="info">{t('admin.adverts.openReports', { count: advert.open_reports })}</Pill>
        )}
      </div>
      {advert.suspended_at && (
        <div
          role="status"
          className="rounded-2xl border border-red-500/40 bg-red-500/10 p-4 text-sm text-red-100"
        >
          <p className="font-semibold">
            {t('admin.advert.suspendedSince', { date: f.dateTime(advert.suspended_at) })}
          </p>
          <p className="mt-1 whitespace-pre-line">{advert.suspended_reason}</p>
        </div>
      )}
      <Section title={t('admin.advert.account')}>
        <Facts
          items={[
            [
              t('admin.fields.email'),
              <a href={`mailto:${advert.email}`} className="underline">
                {advert.email}
              </a>,
            ],
            [t('admin.fields.phone'), `${advert.phone_code} ${advert.phone_number}`],
            [t('admin.fields.id'), `${advert.id} · ${advert.guid}`],
            [t('admin.fields.created'), f.dateTime(advert.created_at)],
            [t('admin.fields.updated'), f.dateTime(advert.updated_at)],
            [t('admin.fields.emailVerified'), yes(advert.email_verified_at)],
            [t('admin.fields.activated'), yes(advert.activated_at)],
            [t('admin.fields.packageUntil'), f.date(advert.package_until)],
            [t('admin.fields.featuredUntil'), f.date(advert.featured_until)],
          ]}
        />
      </Section>
      <Section title={t('admin.advert.consents')}>
        <Facts
          items={[
            [t('admin.fields.consentAdult'), yes(advert.consents.adult_at)],
            [t('admin.fields.consentIndependent'), yes(advert.consents.independent_at)],
            [t('admin.fields.consentTerms'), yes(advert.consents.terms_at)],
          ]}
        />
        <AgeCheckFact result={advert.age_check} />
      </Section>
      <Section title={t('admin.advert.profile')}>
        <Facts
          items={[
            [t('admin.fields.sex'), advert.sex ?? ''],
            [t('admin.fields.age'), advert.age ?? ''],
            [t('admin.fields.height'), advert.height ?? ''],
            [t('admin.fields.weight'), advert.weight ?? ''],
            [t('admin.fields.burst'), advert.burst],
            [t('admin.fields.hair'), advert.hair_color],
            [t('admin.fields.eyes'), advert.eye_color],
            [
              t('admin.fields.address'),
              [advert.address, advert.zip_code, advert.city, advert.state, advert.country]
                .filter(Boolean)
                .join(', '),
            ],
            [
              t('admin.fields.coordinates'),
              advert.latitude !== null ? `${advert.latitude}, ${advert.longitude}` : '',
            ],
            [t('admin.fields.interests'), advert.interests.map((i) => i.name_en).join(', ')],
          ]}
        />
        {advert.about && (
          <>
            <h3 className="mt-4 text-xs uppercase tracking-wide text-mist-400">{t('admin.fields.about')}</h3>
            {/* Sanitised on the server with the about-text allowlist. */}
            <div className="prose-about mt-1 text-sm" dangerouslySetInnerHTML={{ __html: advert.about }} />
          </>
        )}
      </Section>
      <Section title={t('admin.advert.media', { count: advert.media.length })}>
        <ListOrNone
          items={advert.media}
          none={t('admin.advert.noMedia')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
        >
          {(m) => <MediaTile key={m.id} media={m} />}
        </ListOrNone>
      </Section>
      <Section title={t('admin.advert.packages')}>
        <ListOrNone items={advert.packages} none={t('admin.advert.none')}>
          {(p) => (
            <li key={p.id}>
              {p.title}: {f.date(p.starts_at)} – {f.date(p.ends_at)}
            </li>
          )}
        </ListOrNone>
        <h3 className="mt-4 text-xs uppercase tracking-wide text-mist-400">{t('admin.advert.payments')}</h3>
        <ListOrNone
          items={advert.payments}
          none={t('admin.advert.none')}
          className="mt-1 flex flex-col gap-1 text-sm"
        >
          {(p) => (
            <li key={p.id} className="flex flex-wrap gap-2">
              <span>{f.dateTime(p.created_at)}</span>
              <span>{p.package_title}</span>
              <span>{f.money(p.amount_cents, p.currency)}</span>
              <Pill tone={p.status === 'completed' ? 'good' : p.status === 'pending' ? 'warn' : 'bad'}>
                {t(`admin.paymentStatus.${p.status}`)}
              </Pill>
            </li>
          )}
        </ListOrNone>
      </Section>
      <Section title={t('admin.advert.reports')}>
        <ListOrNone items={advert.reports} none={t('admin.advert.none')}>
          {(r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2">
              <span>{f.dateTime(r.created_at)}</span>
              <span>{t(`safety:reasons.${r.reason}.label`)}</span>
              <ReportStatusPill status={r.status} />
            </li>
          )}
        </ListOrNone>
        <Link to="/admin/reports" className="mt-3 inline-block text-sm text-rose-300 underline">
          {t('admin.advert.toReports')}
        </Link>
      </Section>
    </div>
  );
}
