import { useTranslation } from 'react-i18next';
import { useAccountReview } from './api/review';

/** A rejection is announced at once; waiting is a polite status. */
const LOOKS = {
  rejected: {
    role: 'alert',
    box: 'border-red-400/60 bg-red-950/40',
    title: 'font-semibold',
  },
  waiting: {
    role: 'status',
    box: 'border-champagne-400/50 bg-champagne-400/10',
    title: 'font-semibold text-champagne-200',
  },
} as const;

/**
 * Dashboard notice while the advert (MODERATION=pre) or its new photos wait for an operator, or after a
 * rejection. Nothing when everything is approved or public already.
 */
export function ReviewStatus() {
  const { t } = useTranslation('trust');
  const { data } = useAccountReview(true);
  if (!data) return null;
  const rejected = data.status === 'rejected';
  if (!rejected && !data.held && data.held_media === 0) return null;
  const look = LOOKS[rejected ? 'rejected' : 'waiting'];
  return (
    <div role={look.role} data-testid="review-status" className={`rounded-xl border p-4 text-sm ${look.box}`}>
      <p className={look.title}>{rejected ? t('review.rejectedTitle') : t('review.waitingTitle')}</p>
      <p className="mt-1 text-mist-300">
        {rejected
          ? t('review.rejectedText', { reason: data.reason ?? '' })
          : data.held
            ? t('review.waitingAdvert')
            : t('review.waitingMedia', { count: data.held_media })}
      </p>
    </div>
  );
}
