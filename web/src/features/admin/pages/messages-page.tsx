import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminContactMessage } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useMessages } from '../api/list-messages';
import { useSetMessageRead } from '../api/set-message-read';
import { useFormat } from '../../../lib/format';
import { Card, FilterTabs, PageHeader, Pill, QueryState } from '../components/ui';
import { useUrlState } from '../../../lib/url-state';

function MessageCard({ message }: { message: AdminContactMessage }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const setRead = useSetMessageRead();
  const unread = message.read_at === null;
  const toggle = async () => {
    try {
      await setRead.mutateAsync({ id: message.id, read: unread });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('admin.errors.action'));
    }
  };
  return (
    <li>
      <Card className={unread ? 'border-rose-400/60' : ''}>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{message.name}</span>
          <a href={`mailto:${message.email}`} className="text-sm text-rose-300 underline">
            {message.email}
          </a>
          {unread && <Pill tone="info">{t('admin.messages.unread')}</Pill>}
          <span className="ml-auto text-xs text-mist-400">{f.dateTime(message.created_at)}</span>
        </div>
        {message.service && (
          <p className="mt-1 text-xs text-mist-400">
            {t('admin.messages.service', { service: message.service })}
          </p>
        )}
        <p className="mt-2 whitespace-pre-line text-sm text-mist-300">{message.message}</p>
        <Button variant="ghost" className="mt-2" disabled={setRead.isPending} onClick={() => void toggle()}>
          {unread ? t('admin.messages.markRead') : t('admin.messages.markUnread')}
        </Button>
      </Card>
    </li>
  );
}

export function MessagesPage() {
  const { t } = useTranslation('admin');
  const { values, page, update } = useUrlState({ defaults: { status: 'all' }, scrollToTop: true });
  const status = (['all', 'unread', 'read'] as const).find((s) => s === values.status) ?? 'all';
  const { data, isPending, isFetching, error, refetch } = useMessages({ status, page });
  return (
    <>
      <PageHeader title={t('admin.messages.title')} description={t('admin.messages.description')} />
      <FilterTabs
        label={t('admin.filters.status')}
        value={status}
        onChange={(s) => update({ status: s })}
        options={(['all', 'unread', 'read'] as const).map((s) => ({
          value: s,
          label: t(`admin.messages.filter.${s}`),
        }))}
      />
      <QueryState
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={data?.messages.length === 0}
        empty={t('admin.messages.empty')}

        pager={{
          page,
          totalPages: data?.pagination.total_pages,
          loading: isFetching,
          onChange: (p) => update({ page: p }),
        }}
      >
        <ul className="flex flex-col gap-3">
          {data?.messages.map((m) => (
            <MessageCard key={m.id} message={m} />
          ))}
        </ul>
      </QueryState>
    </>
  );
}
