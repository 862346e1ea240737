import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { AdminOutboxMessage, AdminOutboxQuery } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useOutbox } from '../api/list-outbox';
import { useRetryOutbox } from '../api/retry-outbox';
import { useFormat } from '../../../lib/format';
import { AdminList, oneOf, StatusTabs, useStatusList } from '../components/admin-list';
import { Card, Facts, PageHeader, Pill } from '../components/ui';

const FILTERS = [
  'undelivered',
  'failed',
  'pending',
  'sent',
  'suppressed',
  'all',
] as const satisfies readonly AdminOutboxQuery['status'][];
const TONE = { pending: 'warn', failed: 'bad', sent: 'good', suppressed: 'neutral' } as const;

function OutboxCard({ message }: { message: AdminOutboxMessage }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const retry = useRetryOutbox();
  const send = async () => {
    try {
      const res = await retry.mutateAsync(message.id);
      toast.success(res.message);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('admin.errors.action'));
    }
  };
  return (
    <li>
      <Card className={message.status === 'failed' ? 'border-red-500/50' : ''}>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">
            {t(`admin.mail.template.${message.template}`, { defaultValue: message.template })}
          </span>
          <Pill tone={TONE[message.status]}>{t(`admin.mail.status.${message.status}`)}</Pill>
          <span className="ml-auto text-xs text-mist-400">{f.dateTime(message.created_at)}</span>
        </div>
        <div className="mt-3">
          <Facts
            items={[
              [t('admin.mail.fields.to'), <span className="font-mono text-xs">{message.to}</span>],
              [t('admin.mail.fields.attempts'), String(message.attempts)],
              [
                message.status === 'sent' ? t('admin.mail.fields.sent') : t('admin.mail.fields.nextAttempt'),
                message.status === 'sent'
                  ? f.dateTime(message.sent_at)
                  : message.next_attempt_at
                    ? f.dateTime(message.next_attempt_at)
                    : t('admin.mail.noMoreAttempts'),
              ],
              [t('admin.mail.fields.language'), message.lang.toUpperCase()],
            ]}
          />
        </div>
        {message.last_error && (
          <p className="mt-3 break-words rounded-xl border border-red-500/30 bg-red-500/5 p-3 font-mono text-xs text-red-200">
            <span className="sr-only">{t('admin.mail.fields.lastError')}: </span>
            {message.last_error}
          </p>
        )}
        {message.status === 'suppressed' ? (
          <p className="mt-3 text-xs text-mist-400">{t('admin.mail.suppressedNote')}</p>
        ) : (
          message.status !== 'sent' &&
          (message.retryable ? (
            <Button variant="ghost" className="mt-2" disabled={retry.isPending} onClick={() => void send()}>
              {message.status === 'failed' ? t('admin.mail.retry') : t('admin.mail.sendNow')}
            </Button>
          ) : (
            <p className="mt-3 text-xs text-mist-400">{t('admin.mail.codeExpired')}</p>
          ))
        )}
      </Card>
    </li>
  );
}

/** Emails the outbox worker has not delivered yet or gave up on, with a retry for operators. */
export function OutboxPage() {
  const { t } = useTranslation('admin');
  const list = useStatusList(FILTERS, useOutbox);
  const { data } = list.result;
  return (
    <>
      <PageHeader title={t('admin.mail.title')} description={t('admin.mail.description')} />
      {data && (
        <p className="mb-3 text-sm text-mist-300" role="status">
          {t('admin.mail.counts', { pending: data.counts.pending, failed: data.counts.failed })}
        </p>
      )}
      <StatusTabs list={list} statuses={FILTERS} label={(s) => t(`admin.mail.filter.${s}`)} />
      <AdminList
        list={list}
        items={data?.messages}
        empty={
          oneOf(FILTERS, list.values.status) === 'undelivered'
            ? t('admin.mail.emptyUndelivered')
            : t('admin.mail.empty')
        }
      >
        {(m) => <OutboxCard key={m.id} message={m} />}
      </AdminList>
    </>
  );
}
