import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDecideTrust } from '../api/decide-trust';
import { ActionDialog } from './action-dialog';
import { useDialog } from './use-dialog';
import { Card } from './ui';

/**
 * One advert in an operator's trust queue (review, photo verification): its name linking to the advert,
 * town, state and time, then what the operator looks at, then the decision when one is due.
 */
export function QueueCard({
  advert,
  state,
  time,
  children,
  decision,
}: {
  advert: { id: number; name: string; city: string };
  state: ReactNode;
  time?: ReactNode;
  children: ReactNode;
  decision?: ReactNode;
}) {
  return (
    <li>
      <Card>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/adverts/${advert.id}`} className="font-semibold text-rose-200 underline">
            {advert.name}
          </Link>
          {advert.city && <span className="text-sm text-mist-400">{advert.city}</span>}
          {state}
          {time && <span className="text-xs text-mist-400">{time}</span>}
        </div>
        {children}
        {decision}
      </Card>
    </li>
  );
}

/**
 * Approve and reject buttons and their confirmations for advert `id` in `queue`; a rejection asks for the
 * reason the advertiser is sent.
 */
export function ApproveOrReject({
  queue,
  id,
  approveLabel,
  approveTitle,
  approveText,
  rejectTitle,
  rejectText,
}: {
  queue: 'review' | 'verifications';
  id: number;
  approveLabel: string;
  approveTitle: string;
  approveText: string;
  rejectTitle: string;
  rejectText?: string;
}) {
  const { t } = useTranslation('trust');
  const decide = useDecideTrust(queue);
  const dialog = useDialog<'approve' | 'reject'>();
  return (
    <>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => dialog.show('approve')}>{approveLabel}</Button>
        <Button variant="secondary" onClick={() => dialog.show('reject')}>
          {t('admin.reject')}
        </Button>
      </div>
      <ActionDialog
        {...dialog.props('approve')}
        title={approveTitle}
        confirmLabel={approveLabel}
        onConfirm={() => decide.mutateAsync({ id, approve: true })}
      >
        {approveText}
      </ActionDialog>
      <ActionDialog
        {...dialog.props('reject')}
        title={rejectTitle}
        confirmLabel={t('admin.reject')}
        danger
        text={{ label: t('admin.reason'), hint: t('admin.reasonHint'), field: 'reason', required: true }}
        onConfirm={(reason) => decide.mutateAsync({ id, approve: false, reason })}
      >
        {rejectText}
      </ActionDialog>
    </>
  );
}
