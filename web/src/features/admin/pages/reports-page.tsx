import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORT_STATUSES, type AdminReport } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { useDecideReport } from '../api/decide-report';
import { useReports } from '../api/list-reports';
import { ActionDialog } from '../components/action-dialog';
import { useFormat } from '../../../lib/format';
import { Card, FilterTabs, PageHeader, Pill, QueryState } from '../components/ui';
import { useUrlState } from '../../../lib/url-state';

const URGENT = new Set(['underage', 'trafficking']);

function ReportCard({ report }: { report: AdminReport }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const decide = useDecideReport();
  const [decision, setDecision] = useState<'resolve' | 'dismiss' | null>(null);
  const urgent = URGENT.has(report.reason) && report.status === 'open';
  return (
    <li>
      <Card className={urgent ? 'border-red-500/60' : ''}>
        <article aria-labelledby={`report-${report.id}`} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`report-${report.id}`} className="font-sans text-base font-semibold">
              {t(`safety.reasons.${report.reason}.label`)}
            </h2>
            {urgent && <Pill tone="bad">{t('admin.reports.urgent')}</Pill>}
            <Pill tone={report.status === 'open' ? 'info' : 'neutral'}>
              {t(`admin.reportStatus.${report.status}`)}
            </Pill>
            <span className="ml-auto font-mono text-xs text-mist-400">{report.receipt}</span>
          </div>
          <p className="text-sm">
            {t('admin.reports.advert')}{' '}
            <Link to={`/admin/adverts/${report.advert.id}`} className="font-semibold text-rose-300 underline">
              {report.advert.name}
            </Link>
            {report.advert.city && <span className="text-mist-400"> · {report.advert.city}</span>}
            {report.advert.suspended && (
              <span className="ml-2">
                <Pill tone="bad">{t('admin.status.suspended')}</Pill>
              </span>
            )}
          </p>
          <p className="whitespace-pre-line rounded-xl bg-night-950/60 p-3 text-sm text-mist-300">
            {report.details || <em className="text-mist-400">{t('admin.reports.noDetails')}</em>}
          </p>
          <p className="text-xs text-mist-400">
            {t('admin.reports.received', { date: f.dateTime(report.created_at) })} ·{' '}
            {report.reporter_email ? (
              <a href={`mailto:${report.reporter_email}`} className="underline">
                {report.reporter_email}
              </a>
            ) : (
              t('admin.reports.anonymous')
            )}
          </p>
          {report.status !== 'open' ? (
            <p className="text-sm text-mist-300">
              {t('admin.reports.decided', {
                by: report.resolved_by ?? '—',
                date: f.dateTime(report.resolved_at),
              })}{' '}
              <span className="whitespace-pre-line">{report.resolution_note}</span>
            </p>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setDecision('resolve')}>{t('admin.reports.resolve')}</Button>
              <Button variant="secondary" onClick={() => setDecision('dismiss')}>
                {t('admin.reports.dismiss')}
              </Button>
            </div>
          )}
        </article>
      </Card>
      <ActionDialog
        open={decision !== null}
        onClose={() => setDecision(null)}
        title={decision === 'dismiss' ? t('admin.reports.dismissTitle') : t('admin.reports.resolveTitle')}
        confirmLabel={decision === 'dismiss' ? t('admin.reports.dismiss') : t('admin.reports.resolve')}
        text={{
          label: t('admin.reports.note'),
          hint: report.reporter_email ? t('admin.reports.noteSent') : t('admin.reports.noteInternal'),
          field: 'note',
          required: true,
        }}
        onConfirm={(note) => decide.mutateAsync({ id: report.id, decision: decision ?? 'resolve', note })}
      />
    </li>
  );
}

export function ReportsPage() {
  const { t } = useTranslation('admin');
  const { values, page, update } = useUrlState({ defaults: { status: 'open' }, scrollToTop: true });
  const status = (['all', ...REPORT_STATUSES] as const).find((s) => s === values.status) ?? 'open';
  const { data, isPending, isFetching, error, refetch } = useReports({ status, page });
  return (
    <>
      <PageHeader title={t('admin.reports.title')} description={t('admin.reports.description')} />
      <FilterTabs
        label={t('admin.filters.status')}
        value={status}
        onChange={(s) => update({ status: s })}
        options={(['open', 'resolved', 'dismissed', 'all'] as const).map((s) => ({
          value: s,
          label: t(`admin.reportStatus.${s}`),
        }))}
      />
      <QueryState
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={data?.reports.length === 0}
        empty={t('admin.reports.empty')}

        pager={{
          page,
          totalPages: data?.pagination.total_pages,
          loading: isFetching,
          onChange: (p) => update({ page: p }),
        }}
      >
        <ul className="flex flex-col gap-3">
          {data?.reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      </QueryState>
    </>
  );
}
