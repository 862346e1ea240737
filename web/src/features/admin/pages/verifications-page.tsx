import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminVerification } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { ActionDialog } from '../components/action-dialog';
import { Card, FilterTabs, PageHeader, Pill, QueryState } from '../components/ui';
import { useUrlState } from '../../../lib/url-state';
import {
  QueueImage,
  ReviewPhotos,
  useAdminVerifications,
  useDecideVerification,
  type VerificationFilter,
} from '../../trust';

const FILTERS = ['pending', 'approved', 'rejected'] as const;

function VerificationCard({ item }: { item: AdminVerification }) {
  const { t } = useTranslation('trust');
  const f = useFormat();
  const decide = useDecideVerification();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  return (
    <li>
      <Card>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/adverts/${item.advertiser_id}`} className="font-semibold text-rose-200 underline">
            {item.name}
          </Link>
          {item.city && <span className="text-sm text-mist-400">{item.city}</span>}
          <Pill tone={item.status === 'approved' ? 'good' : item.status === 'rejected' ? 'bad' : 'warn'}>
            {t(`status.${item.status}`)}
          </Pill>
          {item.submitted_at && (
            <span className="text-xs text-mist-400">
              {t('admin.sent', { date: f.dateTime(item.submitted_at) })}
            </span>
          )}
        </div>
        <p className="mt-2 text-sm text-mist-300">
          {t('admin.wordToFind')}{' '}
          <strong data-testid="verification-word" className="font-mono text-lg text-champagne-300">
            {item.word}
          </strong>
        </p>
        {item.reason && (
          <p className="mt-1 text-sm text-mist-300">{t('admin.reasonWas', { reason: item.reason })}</p>
        )}
        <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,16rem)_1fr]">
          <figure>
            <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wide text-mist-400">
              {t('admin.selfie')}
            </figcaption>
            {item.selfie ? (
              <QueueImage asset={item.selfie} alt={t('admin.selfieAlt', { name: item.name })} />
            ) : (
              <p className="text-sm text-mist-400">{t('admin.noSelfie')}</p>
            )}
          </figure>
          <div>
            <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-mist-400">
              {t('admin.advertPhotos')}
            </p>
            <ReviewPhotos photos={item.photos} name={item.name} markUnreviewed={false} />
          </div>
        </div>
        {item.status === 'pending' && (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => setDialog('approve')}>{t('admin.approveVerification')}</Button>
            <Button variant="secondary" onClick={() => setDialog('reject')}>
              {t('admin.reject')}
            </Button>
          </div>
        )}
      </Card>
      <ActionDialog
        open={dialog === 'approve'}
        onClose={() => setDialog(null)}
        title={t('admin.approveVerificationTitle', { name: item.name })}
        confirmLabel={t('admin.approveVerification')}
        onConfirm={() => decide.mutateAsync({ id: item.advertiser_id, approve: true })}
      >
        {t('admin.approveVerificationText')}
      </ActionDialog>
      <ActionDialog
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={t('admin.rejectVerificationTitle', { name: item.name })}
        confirmLabel={t('admin.reject')}
        danger
        text={{ label: t('admin.reason'), hint: t('admin.reasonHint'), field: 'reason', required: true }}
        onConfirm={(reason) => decide.mutateAsync({ id: item.advertiser_id, approve: false, reason })}
      />
    </li>
  );
}

/** /admin/verifications: selfies holding their word beside the advert's photos, oldest first. */
export function AdminVerificationsPage() {
  const { t } = useTranslation('trust');
  const { values, page, update } = useUrlState({ defaults: { status: 'pending' }, scrollToTop: true });
  const status: VerificationFilter = FILTERS.find((s) => s === values.status) ?? 'pending';
  const { data, isPending, isFetching, error, refetch } = useAdminVerifications(status, page);
  return (
    <>
      <PageHeader title={t('admin.verificationsTitle')} description={t('admin.verificationsDescription')} />
      <FilterTabs
        label={t('admin.filter')}
        value={status}
        onChange={(s) => update({ status: s })}
        options={FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <QueryState
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={data?.verifications.length === 0}
        empty={t('admin.verificationsEmpty')}
        pager={{
          page,
          totalPages: data?.pagination.total_pages,
          loading: isFetching,
          onChange: (p) => update({ page: p }),
        }}
      >
        <ul className="flex flex-col gap-4">
          {data?.verifications.map((item) => (
            <VerificationCard key={item.advertiser_id} item={item} />
          ))}
        </ul>
      </QueryState>
    </>
  );
}
