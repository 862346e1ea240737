import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@velvet/contract';
import { SelectField } from '../../../components/ui/field';
import { useAudit } from '../api/list-audit';
import { useFormat } from '../../../lib/format';
import { AdminList, useAdminList } from '../components/admin-list';
import { PageHeader } from '../components/ui';

const AREAS = ['advert.', 'report.', 'testimonial.', 'package.', 'interest.', 'contact_message.'] as const;

function Json({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs uppercase tracking-wide text-mist-400">{label}</p>
      <pre className="mt-1 overflow-x-auto rounded-lg bg-night-950 p-2 text-xs text-mist-300">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const action = t(`admin.audit.actions.${entry.action.replace('.', '_')}`, { defaultValue: entry.action });
  return (
    <li className="rounded-2xl border border-night-600 bg-night-800/70 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{action}</span>
        <span className="text-mist-400">
          {entry.target_type} #{entry.target_id ?? '—'}
        </span>
        <span className="ml-auto text-xs text-mist-400">{f.dateTime(entry.created_at)}</span>
      </div>
      <p className="mt-1 text-xs text-mist-400">
        {entry.actor
          ? t('admin.audit.by', { name: entry.actor.name, email: entry.actor.email })
          : t('admin.audit.system')}
      </p>
      {(entry.before !== null || entry.after !== null) && (
        <details className="mt-2">
          <summary className="min-h-11 cursor-pointer py-2 text-xs text-rose-300">
            {t('admin.audit.changes')}
          </summary>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Json label={t('admin.audit.before')} value={entry.before} />
            <Json label={t('admin.audit.after')} value={entry.after} />
          </div>
        </details>
      )}
    </li>
  );
}

export function AuditPage() {
  const { t } = useTranslation('admin');
  const list = useAdminList({ action: '' }, useAudit, (v) => ({ action: v.action || undefined }));
  return (
    <>
      <PageHeader title={t('admin.audit.title')} description={t('admin.audit.description')} />
      <SelectField
        label={t('admin.audit.filter')}
        className="mb-4 max-w-xs"
        value={list.values.action}
        onChange={(e) => list.update({ action: e.target.value })}
        placeholder={t('admin.audit.allAreas')}
        options={AREAS.map((area) => ({ value: area, label: t(`admin.audit.areas.${area.slice(0, -1)}`) }))}
      />
      <AdminList list={list} items={list.result.data?.entries} empty={t('admin.audit.empty')} dense>
        {(entry) => <Entry key={entry.id} entry={entry} />}
      </AdminList>
    </>
  );
}
