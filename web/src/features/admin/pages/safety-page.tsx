import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SAFETY_REASONS, type SafetyAccount, type SafetyCounts, type SafetyFlag } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { QueueImage } from '../../trust';
import { useClearSafetyFlag, useImportHashList, useSafetyQueue } from '../api/safety';
import { useHoldSafetyFlag } from '../api/safety-rules';
import { ActionDialog } from '../components/action-dialog';
import { useDialog } from '../components/use-dialog';
import { EscalateButton } from '../components/escalate-dialog';
import { AdminList, useAdminList } from '../components/admin-list';
import { SafetyRules } from '../components/safety-rules';
import { Card, PageHeader, Pill } from '../components/ui';

/** One of the two accounts of a finding: who, whether public, and the photo concerned. */
function Side({ title, account }: { title: string; account: SafetyAccount }) {
  const { t } = useTranslation('safety');
  const f = useFormat();
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-mist-400">{title}</h3>
      {account.photo && (
        <QueueImage
          asset={{ src: account.photo.url, srcset: account.photo.srcset ?? '' }}
          alt={t('admin.photoOf', { name: account.name })}
        />
      )}
      <Link to={`/admin/adverts/${account.id}`} className="font-semibold text-rose-200 underline">
        {account.name}
      </Link>
      <p className="break-all text-sm text-mist-300">{account.email}</p>
      <p className="text-xs text-mist-400">
        {account.city} · {t('admin.since', { date: f.dateTime(account.created_at) })}
      </p>
      <span>
        <Pill tone={account.public ? 'good' : 'warn'}>
          {account.public ? t('admin.public') : t('admin.hidden')}
        </Pill>
      </span>
    </section>
  );
}

/** Every account with a shared number, oldest first: who, and whether public. */
function PhoneAccounts({ accounts }: { accounts: SafetyAccount[] }) {
  const { t } = useTranslation('safety');
  return (
    <details className="mt-2 text-sm text-mist-300">
      <summary className="cursor-pointer text-rose-200">
        {t('admin.accounts', { count: accounts.length })}
      </summary>
      <ul className="mt-2 flex flex-col gap-1">
        {accounts.map((account) => (
          <li key={account.id} className="flex flex-wrap items-center gap-2">
            <Link to={`/admin/adverts/${account.id}`} className="font-semibold text-rose-200 underline">
              {account.name}
            </Link>
            <span className="break-all">{account.email}</span>
            <Pill tone={account.public ? 'good' : 'warn'}>
              {account.public ? t('admin.public') : t('admin.hidden')}
            </Pill>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The top of the queue: how many findings are open, by reason, and how many hide an advert. */
function QueueCounts({ counts }: { counts: SafetyCounts }) {
  const { t } = useTranslation('safety');
  return (
    <section aria-label={t('admin.countsLabel')} className="mb-4 flex flex-wrap items-center gap-2">
      <h2 className="text-sm font-semibold text-mist-200">{t('admin.countsLabel')}</h2>
      <Pill tone={counts.holding > 0 ? 'warn' : 'neutral'}>
        {t('admin.countHolding', { count: counts.holding })}
      </Pill>
      {SAFETY_REASONS.map((reason) => (
        <Pill key={reason}>
          {t('admin.countReason', { label: t(`admin.reasons.${reason}`), count: counts.by_reason[reason] })}
        </Pill>
      ))}
    </section>
  );
}

function FlagCard({ flag }: { flag: SafetyFlag }) {
  const { t } = useTranslation('safety');
  const f = useFormat();
  const clear = useClearSafetyFlag();
  const hold = useHoldSafetyFlag();
  const dialog = useDialog<'clear' | 'hold'>();
  return (
    <li>
      <Card>
        <div className="flex flex-wrap items-center gap-2">
          <Pill tone="warn">{t(`admin.reasons.${flag.reason}`)}</Pill>
          {flag.holds && <Pill tone="warn">{t('admin.holds')}</Pill>}
          <span className="text-xs text-mist-400">
            {t('admin.found', { date: f.dateTime(flag.created_at) })}
          </span>
        </div>
        <p className="mt-2 text-sm text-mist-300">
          {flag.reason === 'duplicate_photo' && flag.distance !== null
            ? t('admin.duplicateText', { distance: flag.distance })
            : t(`admin.explain.${flag.reason}`)}
        </p>
        {flag.phone && (
          <p className="mt-1 text-sm text-mist-300">{t('admin.phone', { phone: flag.phone })}</p>
        )}
        {flag.accounts.length > 0 && <PhoneAccounts accounts={flag.accounts} />}
        {flag.phrases.length > 0 && (
          <p className="mt-1 text-sm text-mist-300">
            {t('admin.phrases', { phrases: flag.phrases.join(', ') })}
          </p>
        )}
        <div className="mt-4 grid grid-cols-2 gap-4">
          <Side title={t('admin.thisAdvert')} account={flag.advert} />
          {flag.other && <Side title={t('admin.otherAccount')} account={flag.other} />}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => dialog.show('clear')}>{t('admin.clear')}</Button>
          {!flag.holds && (
            <Button variant="danger" onClick={() => dialog.show('hold')}>
              {t('admin.hold')}
            </Button>
          )}
          <EscalateButton subject="safety_flag" id={flag.id} name={flag.advert.name} />
        </div>
        <ActionDialog
          {...dialog.props('hold')}
          danger
          title={t('admin.holdTitle', { name: flag.advert.name })}
          confirmLabel={t('admin.hold')}
          onConfirm={() => hold.mutateAsync(flag.id)}
        >
          {t('admin.holdText')}
        </ActionDialog>
        <ActionDialog
          {...dialog.props('clear')}
          title={t('admin.clearTitle', { name: flag.advert.name })}
          confirmLabel={t('admin.clear')}
          onConfirm={() => clear.mutateAsync(flag.id) as never}
        >
          {flag.holds ? t('admin.clearHeldText') : t('admin.clearText')}
        </ActionDialog>
      </Card>
    </li>
  );
}

/** The import of a list of hashes of known abusive images: a name and one hash per line. */
function HashListImport() {
  const { t } = useTranslation('safety');
  const importList = useImportHashList();
  const [source, setSource] = useState('');
  const [hashes, setHashes] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const res = await importList.mutateAsync({ source, hashes });
      toast.success(t('admin.importDone', { imported: res.data.imported, known: res.data.already_known }));
      setHashes('');
    } catch (err) {
      if (err instanceof ApiError)
        setErrors({
          source: err.errors.source?.[0],
          hashes: err.errors.hashes?.[0] ?? (err.errors.source ? undefined : err.message),
        });
      else setErrors({ hashes: t('admin.importFailed') });
    }
  };
  return (
    <Card className="mt-8">
      <h2 className="text-lg text-mist-100">{t('admin.importTitle')}</h2>
      <p className="mt-1 text-sm text-mist-300">{t('admin.importText')}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label={t('admin.importSource')}
          value={source}
          maxLength={200}
          onChange={(e) => setSource(e.target.value)}
          error={errors.source}
        />
        <TextAreaField
          label={t('admin.importHashes')}
          hint={t('admin.importHashesHint')}
          value={hashes}
          onChange={(e) => setHashes(e.target.value)}
          error={errors.hashes}
          spellCheck={false}
          className="font-mono"
        />
        <div>
          <Button type="submit" disabled={importList.isPending} aria-busy={importList.isPending}>
            {importList.isPending ? t('admin.importing') : t('admin.import')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * /admin/safety: what the safety screening found, both accounts side by side; the counts by reason on top,
 * findings that hide an advert first.
 */
export function AdminSafetyPage() {
  const { t } = useTranslation('safety');
  const list = useAdminList({}, useSafetyQueue, () => ({}));
  const counts = list.result.data?.counts;
  return (
    <>
      <PageHeader
        title={t('admin.title')}
        description={`${t('admin.description')} ${t('admin.orderNote')}`}
      />
      {counts && <QueueCounts counts={counts} />}
      <AdminList list={list} items={list.result.data?.flags} empty={t('admin.empty')}>
        {(flag) => <FlagCard key={flag.id} flag={flag} />}
      </AdminList>
      <SafetyRules />
      <HashListImport />
    </>
  );
}
