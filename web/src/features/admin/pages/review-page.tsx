import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminReviewItem } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { ActionDialog } from '../components/action-dialog';
import { Card, PageHeader, Pill, QueryState } from '../components/ui';
import { useUrlState } from '../../../lib/url-state';
import { ReviewPhotos, useDecideReview, usePublicConfig, useReviewQueue } from '../../trust';

function ReviewCard({ item }: { item: AdminReviewItem }) {
  const { t } = useTranslation('trust');
  const f = useFormat();
  const decide = useDecideReview();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  return (
    <li>
      <Card>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/adverts/${item.id}`} className="font-semibold text-rose-200 underline">
            {item.name}
          </Link>
          {item.city && <span className="text-sm text-mist-400">{item.city}</span>}
          <Pill tone={item.public ? 'good' : 'warn'}>
            {item.public ? t('admin.public') : t('admin.hidden')}
          </Pill>
          <span className="text-xs text-mist-400">
            {t('admin.created', { date: f.dateTime(item.created_at) })}
          </span>
        </div>
        <div className="mt-3">
          <ReviewPhotos photos={item.photos} name={item.name} />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => setDialog('approve')}>{t('admin.approve')}</Button>
          <Button variant="secondary" onClick={() => setDialog('reject')}>
            {t('admin.reject')}
          </Button>
        </div>
      </Card>
      <ActionDialog
        open={dialog === 'approve'}
        onClose={() => setDialog(null)}
        title={t('admin.approveReviewTitle', { name: item.name })}
        confirmLabel={t('admin.approve')}
        onConfirm={() => decide.mutateAsync({ id: item.id, approve: true })}
      >
        {item.held ? t('admin.approveHeldText') : t('admin.approveText')}
      </ActionDialog>
      <ActionDialog
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={t('admin.rejectReviewTitle', { name: item.name })}
        confirmLabel={t('admin.reject')}
        danger
        text={{ label: t('admin.reason'), hint: t('admin.reasonHint'), field: 'reason', required: true }}
        onConfirm={(reason) => decide.mutateAsync({ id: item.id, approve: false, reason })}
      >
        {t('admin.rejectReviewText')}
      </ActionDialog>
    </li>
  );
}

/** /admin/review: new adverts and new photos waiting for an operator, oldest first. */
export function AdminReviewPage() {
  const { t } = useTranslation('trust');
  const { page, update } = useUrlState({ scrollToTop: true });
  const config = usePublicConfig();
  const { data, isPending, isFetching, error, refetch } = useReviewQueue(page);
  return (
    <>
      <PageHeader
        title={t('admin.reviewTitle')}
        description={config.data?.moderation === 'pre' ? t('admin.reviewPre') : t('admin.reviewPost')}
      />
      <QueryState
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={data?.adverts.length === 0}
        empty={t('admin.reviewEmpty')}
        pager={{
          page,
          totalPages: data?.pagination.total_pages,
          loading: isFetching,
          onChange: (p) => update({ page: p }),
        }}
      >
        <ul className="flex flex-col gap-4">
          {data?.adverts.map((item) => (
            <ReviewCard key={item.id} item={item} />
          ))}
        </ul>
      </QueryState>
    </>
  );
}
