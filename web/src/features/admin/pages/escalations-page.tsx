import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ESCALATION_STATUSES, reportReceiptReference, type AdminEscalation } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { useCloseEscalation, useEscalations } from '../api/escalations';
import { ActionDialog } from '../components/action-dialog';
import { useDialog } from '../components/use-dialog';
import { AdminList, StatusTabs, useStatusList } from '../components/admin-list';
import { Card, PageHeader, Pill } from '../components/ui';

const STATUSES = [...ESCALATION_STATUSES, 'all'] as const;

function EscalationCard({ escalation: e }: { escalation: AdminEscalation }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const close = useCloseEscalation();
  const closing = useDialog<true>();
  // What was escalated, by the reference operators know it by.
  const subject =
    e.subject_id === null
      ? t(`admin.escalations.subject.${e.subject}`)
      : e.subject === 'report'
        ? t('admin.escalations.ofReport', { receipt: reportReceiptReference(e.subject_id) })
        : t('admin.escalations.ofFinding', { id: e.subject_id });
  return (
    <li>
      <Card>
        <article aria-labelledby={`escalation-${e.id}`} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`escalation-${e.id}`} className="font-sans text-base font-semibold">
              {subject}
            </h2>
            <Pill tone={e.closed_at ? 'neutral' : 'bad'}>
              {t(`admin.escalations.status.${e.closed_at ? 'closed' : 'open'}`)}
            </Pill>
          </div>
          <p className="text-sm">
            {t('admin.reports.advert')}{' '}
            {e.advert ? (
              <Link to={`/admin/adverts/${e.advert.id}`} className="font-semibold text-rose-300 underline">
                {e.advert.name}
              </Link>
            ) : (
              <em className="text-mist-400">{t('admin.escalations.advertGone')}</em>
            )}
            {e.advert?.city && <span className="text-mist-400"> · {e.advert.city}</span>}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-mist-400">{t('admin.escalations.reportedOn')}</dt>
            <dd>{f.date(e.reported_on)}</dd>
            <dt className="text-mist-400">{t('admin.escalations.caseNumber')}</dt>
            <dd className="font-mono">{e.case_number ?? '—'}</dd>
            <dt className="text-mist-400">{t('admin.escalations.recordedBy')}</dt>
            <dd>
              {e.created_by ?? '—'} · {f.dateTime(e.created_at)}
            </dd>
          </dl>
          {e.note && (
            <p className="whitespace-pre-line rounded-xl bg-night-950/60 p-3 text-sm text-mist-300">
              {e.note}
            </p>
          )}
          {e.closed_at ? (
            <p className="text-sm text-mist-300">
              {t('admin.escalations.closedBy', { by: e.closed_by ?? '—', date: f.dateTime(e.closed_at) })}{' '}
              <span className="whitespace-pre-line">{e.close_note}</span>
            </p>
          ) : (
            <div>
              <Button onClick={() => closing.show(true)}>{t('admin.escalations.close')}</Button>
            </div>
          )}
        </article>
      </Card>
      <ActionDialog
        {...closing.props()}
        title={t('admin.escalations.closeTitle')}
        confirmLabel={t('admin.escalations.close')}
        text={{ label: t('admin.escalations.closeNote'), field: 'note', required: true }}
        onConfirm={(note) => close.mutateAsync({ id: e.id, note })}
      />
    </li>
  );
}

/** /admin/escalations: findings and reports reported to the police, open ones first until closed. */
export function EscalationsPage() {
  const { t } = useTranslation('admin');
  const list = useStatusList(STATUSES, useEscalations);
  return (
    <>
      <PageHeader title={t('admin.escalations.title')} description={t('admin.escalations.description')} />
      <Card className="mb-6">
        <h2 className="font-sans text-base font-semibold">{t('admin.escalations.contactsTitle')}</h2>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-mist-300">
          <li>{t('admin.escalations.contacts.danger')}</li>
          <li>{t('admin.escalations.contacts.police')}</li>
          <li>{t('admin.escalations.contacts.cmm')}</li>
        </ul>
        <p className="mt-2 text-xs text-mist-400">{t('admin.escalations.contacts.guide')}</p>
      </Card>
      <StatusTabs list={list} statuses={STATUSES} label={(s) => t(`admin.escalations.status.${s}`)} />
      <AdminList list={list} items={list.result.data?.escalations} empty={t('admin.escalations.empty')}>
        {(escalation) => <EscalationCard key={escalation.id} escalation={escalation} />}
      </AdminList>
    </>
  );
}
