import { useTranslation } from 'react-i18next';
import type { AdminReviewItem } from '@velvet/contract';
import { useFormat } from '../../../lib/format';
import { useReviewQueue } from '../api/list-review';
import { AdminList, useAdminList } from '../components/admin-list';
import { ApproveOrReject, QueueCard } from '../components/queue-card';
import { PageHeader, Pill } from '../components/ui';
import { ReviewPhotos, usePublicConfig } from '../../trust';
import { AgeReviewedNote } from '../../age-check';

function ReviewCard({ item }: { item: AdminReviewItem }) {
  const { t } = useTranslation('trust');
  const f = useFormat();
  return (
    <QueueCard
      advert={item}
      state={
        <>
          <Pill tone={item.public ? 'good' : 'warn'}>
            {item.public ? t('admin.public') : t('admin.hidden')}
          </Pill>
          <span className="sr-only">{t('admin.reasonsLabel')}:</span>
          {item.reasons.map((reason) => (
            <Pill key={reason} tone={reason === item.reason ? 'warn' : 'neutral'}>
              {t(`admin.reasons.${reason}`)}
            </Pill>
          ))}
        </>
      }
      time={t('admin.created', { date: f.dateTime(item.created_at) })}
      decision={
        <ApproveOrReject
          queue="review"
          id={item.id}
          approveLabel={t('admin.approve')}
          approveTitle={t('admin.approveReviewTitle', { name: item.name })}
          approveText={item.held ? t('admin.approveHeldText') : t('admin.approveText')}
          rejectTitle={t('admin.rejectReviewTitle', { name: item.name })}
          rejectText={t('admin.rejectReviewText')}
        />
      }
    >
      <AgeReviewedNote checked={item.age_checked} />
      <div className="mt-3">
        <ReviewPhotos photos={item.photos} name={item.name} />
      </div>
    </QueueCard>
  );
}

/** /admin/review: new adverts and new photos waiting for an operator, oldest first. */
export function AdminReviewPage() {
  const { t } = useTranslation('trust');
  const config = usePublicConfig();
  const list = useAdminList({}, useReviewQueue, () => ({}));
  return (
    <>
      <PageHeader
        title={t('admin.reviewTitle')}
        description={config.data?.moderation === 'pre' ? t('admin.reviewPre') : t('admin.reviewPost')}
      />
      <AdminList list={list} items={list.result.data?.adverts} empty={t('admin.reviewEmpty')}>
        {(item) => <ReviewCard key={item.id} item={item} />}
      </AdminList>
    </>
  );
}
