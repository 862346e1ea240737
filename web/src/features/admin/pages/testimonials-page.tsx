import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import type { AdminTestimonial } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useTestimonials } from '../api/list-testimonials';
import { useModerateTestimonial } from '../api/moderate-testimonial';
import { useFormat } from '../../../lib/format';
import { AdminList, StatusTabs, useStatusList } from '../components/admin-list';
import { Card, PageHeader, Pill } from '../components/ui';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('admin');
  return (
    <span role="img" aria-label={t('admin.testimonials.rating', { rating })} className="text-champagne-400">
      {'★'.repeat(rating)}
      <span className="text-night-600">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function TestimonialCard({ item }: { item: AdminTestimonial }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const moderate = useModerateTestimonial();
  const act = async (decision: 'approve' | 'reject') => {
    try {
      toast.success((await moderate.mutateAsync({ id: item.id, decision })).message);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('admin.errors.action'));
    }
  };
  return (
    <li>
      <Card>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{item.name}</span>
          <Stars rating={item.rating} />
          <Pill tone={item.status === 'approved' ? 'good' : item.status === 'rejected' ? 'bad' : 'warn'}>
            {t(`admin.testimonialStatus.${item.status}`)}
          </Pill>
        </div>
        <p className="mt-2 whitespace-pre-line text-sm text-mist-300">{item.message}</p>
        <p className="mt-2 text-xs text-mist-400">
          {t('admin.testimonials.about')}{' '}
          <Link to={`/admin/adverts/${item.advert.id}`} className="text-rose-300 underline">
            {item.advert.name}
          </Link>{' '}
          · {f.dateTime(item.created_at)}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {item.status !== 'approved' && (
            <Button disabled={moderate.isPending} onClick={() => void act('approve')}>
              {t('admin.testimonials.approve')}
            </Button>
          )}
          {item.status !== 'rejected' && (
            <Button variant="secondary" disabled={moderate.isPending} onClick={() => void act('reject')}>
              {t('admin.testimonials.reject')}
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;

export function TestimonialsPage() {
  const { t } = useTranslation('admin');
  const list = useStatusList(STATUSES, useTestimonials);
  return (
    <>
      <PageHeader title={t('admin.testimonials.title')} description={t('admin.testimonials.description')} />
      <StatusTabs list={list} statuses={STATUSES} label={(s) => t(`admin.testimonialStatus.${s}`)} />
      <AdminList list={list} items={list.result.data?.testimonials} empty={t('admin.testimonials.empty')}>
        {(item) => <TestimonialCard key={item.id} item={item} />}
      </AdminList>
    </>
  );
}
