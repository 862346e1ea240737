import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminReport } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { useDecideReport } from '../api/decide-report';
import { useReports } from '../api/list-reports';
import { ActionDialog } from '../components/action-dialog';
import { useDialog } from '../components/use-dialog';
import { EscalateButton } from '../components/escalate-dialog';
import { useFormat } from '../../../lib/format';
import { AdminList, StatusTabs, useStatusList } from '../components/admin-list';
import { Card, PageHeader, Pill } from '../components/ui';

const URGENT = new Set(['underage', 'trafficking']);

export function ReportStatusPill({ status }: { status: AdminReport['status'] }) {
  const { t } = useTranslation('admin');
  return <Pill tone={status === 'open' ? 'info' : 'neutral'}>{t(`admin.reportStatus.${status}`)}</Pill>;
}

function ReportCard({ report }: { report: AdminReport }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const decide = useDecideReport();
  const decision = useDialog<'resolve' | 'dismiss'>();
  const urgent = URGENT.has(report.reason) && report.status === 'open';
  return (
    <li>
      <Card className={urgent ? 'border-red-500/60' : ''}>
        <article aria-labelledby={`report-${report.id}`} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`report-${report.id}`} className="font-sans text-base font-semibold">
              {t(`safety:reasons.${report.reason}.label`)}
            </h2>
            {urgent && <Pill tone="bad">{t('admin.reports.urgent')}</Pill>}
            <ReportStatusPill status={report.status} />
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
            <div className="flex flex-col gap-2">
              <p className="text-sm text-mist-300">
                {t('admin.reports.decided', {
                  by: report.resolved_by ?? '—',
                  date: f.dateTime(report.resolved_at),
                })}{' '}
                <span className="whitespace-pre-line">{report.resolution_note}</span>
              </p>
              <div>
                <EscalateButton subject="report" id={report.id} name={report.advert.name} />
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => decision.show('resolve')}>{t('admin.reports.resolve')}</Button>
              <Button variant="secondary" onClick={() => decision.show('dismiss')}>
                {t('admin.reports.dismiss')}
              </Button>
              <EscalateButton subject="report" id={report.id} name={report.advert.name} />
            </div>
          )}
        </article>
      </Card>
      <ActionDialog
        {...decision.props()}
        title={
          decision.subject === 'dismiss' ? t('admin.reports.dismissTitle') : t('admin.reports.resolveTitle')
        }
        confirmLabel={
          decision.subject === 'dismiss' ? t('admin.reports.dismiss') : t('admin.reports.resolve')
        }
        text={{
          label: t('admin.reports.note'),
          hint: report.reporter_email ? t('admin.reports.noteSent') : t('admin.reports.noteInternal'),
          field: 'note',
          required: true,
        }}
        onConfirm={(note) =>
          decide.mutateAsync({ id: report.id, decision: decision.subject ?? 'resolve', note })
        }
      />
    </li>
  );
}

const STATUSES = ['open', 'resolved', 'dismissed', 'all'] as const;

export function ReportsPage() {
  const { t } = useTranslation('admin');
  const list = useStatusList(STATUSES, useReports);
  return (
    <>
      <PageHeader title={t('admin.reports.title')} description={t('admin.reports.description')} />
      <StatusTabs list={list} statuses={STATUSES} label={(s) => t(`admin.reportStatus.${s}`)} />
      <AdminList list={list} items={list.result.data?.reports} empty={t('admin.reports.empty')}>
        {(report) => <ReportCard key={report.id} report={report} />}
      </AdminList>
    </>
  );
}
