import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { AdminContactMessage } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useMessages } from '../api/list-messages';
import { useSetMessageRead } from '../api/set-message-read';
import { useFormat } from '../../../lib/format';
import { AdminList, StatusTabs, useStatusList } from '../components/admin-list';
import { Card, PageHeader, Pill } from '../components/ui';

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

const STATUSES = ['all', 'unread', 'read'] as const;

export function MessagesPage() {
  const { t } = useTranslation('admin');
  const list = useStatusList(STATUSES, useMessages);
  return (
    <>
      <PageHeader title={t('admin.messages.title')} description={t('admin.messages.description')} />
      <StatusTabs list={list} statuses={STATUSES} label={(s) => t(`admin.messages.filter.${s}`)} />
      <AdminList list={list} items={list.result.data?.messages} empty={t('admin.messages.empty')}>
        {(m) => <MessageCard key={m.id} message={m} />}
      </AdminList>
    </>
  );
}
