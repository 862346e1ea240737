import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADVERT_STATUSES, type AdminAdvertRow, type AdvertStatus } from '@velvet/contract';
import { useAdverts } from '../api/list-adverts';
import { useFormat } from '../../../lib/format';
import { AdminList, oneOf, StatusTabs, useAdminList, useDraft } from '../components/admin-list';
import { PageHeader, Pill } from '../components/ui';

export function AdvertStatusPill({ status }: { status: AdvertStatus }) {
  const { t } = useTranslation('admin');
  const tone = status === 'visible' ? 'good' : status === 'suspended' ? 'bad' : 'warn';
  return <Pill tone={tone}>{t(`admin.status.${status}`)}</Pill>;
}

function AdvertItem({ advert }: { advert: AdminAdvertRow }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  return (
    <li>
      <Link
        to={`/admin/adverts/${advert.id}`}
        className="flex items-center gap-4 rounded-2xl border border-night-600 bg-night-800/70 p-3 hover:border-rose-400"
      >
        {advert.main_image ? (
          <img
            src={advert.main_image}
            alt=""
            loading="lazy"
            className="h-16 w-16 shrink-0 rounded-xl object-cover"
          />
        ) : (
          <span aria-hidden="true" className="h-16 w-16 shrink-0 rounded-xl bg-night-700" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate font-semibold">{advert.name}</span>
            <AdvertStatusPill status={advert.status} />
            {advert.open_reports > 0 && (
              <Pill tone="info">{t('admin.adverts.openReports', { count: advert.open_reports })}</Pill>
            )}
          </div>
          <span className="truncate text-sm text-mist-400">{advert.email}</span>
          <span className="text-xs text-mist-400">
            {[advert.city, advert.zip_code].filter(Boolean).join(' · ')} ·{' '}
            {t('admin.adverts.created', { date: f.date(advert.created_at) })}
          </span>
        </div>
      </Link>
    </li>
  );
}

const STATUSES = ['all', ...ADVERT_STATUSES] as const;

export function AdvertsPage() {
  const { t } = useTranslation('admin');
  const list = useAdminList({ q: '', status: STATUSES[0] }, useAdverts, (v) => ({
    q: v.q || undefined,
    status: oneOf(STATUSES, v.status),
  }));
  const { values, update } = list;
  const [draft, setDraft] = useDraft(values.q);

  return (
    <>
      <PageHeader title={t('admin.adverts.title')} description={t('admin.adverts.description')} />
      <form
        role="search"
        className="mb-4 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: draft.trim() });
        }}
      >
        <label htmlFor="advert-search" className="sr-only">
          {t('admin.adverts.search')}
        </label>
        <input
          id="advert-search"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('admin.adverts.searchPlaceholder')}
          className="min-h-11 w-full rounded-full border border-night-600 bg-night-950 px-4 text-mist-100 placeholder:text-mist-400 focus:border-rose-400"
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-rose-400 px-5 text-sm font-semibold text-night-950 hover:bg-rose-300"
        >
          {t('admin.adverts.searchButton')}
        </button>
      </form>
      <StatusTabs list={list} statuses={STATUSES} label={(s) => t(`admin.status.${s}`)} />
      <AdminList
        list={list}
        items={list.result.data?.adverts}
        empty={t('admin.adverts.empty')}
        showTotal
        dense
      >
        {(advert) => <AdvertItem key={advert.id} advert={advert} />}
      </AdminList>
    </>
  );
}
