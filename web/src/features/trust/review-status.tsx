import { useTranslation } from 'react-i18next';
import { useAccountReview } from './api/review';

/**
 * Dashboard notice while the advert (MODERATION=pre) or its new photos wait for an operator, or after a
 * rejection. Nothing when everything is approved or public already.
 */
export function ReviewStatus() {
  const { t } = useTranslation('trust');
  const { data } = useAccountReview(true);
  if (!data) return null;
  if (data.status === 'rejected')
    return (
      <div
        role="alert"
        data-testid="review-status"
        className="rounded-xl border border-red-400/60 bg-red-950/40 p-4 text-sm"
      >
        <p className="font-semibold">{t('review.rejectedTitle')}</p>
        <p className="mt-1 text-mist-300">{t('review.rejectedText', { reason: data.reason ?? '' })}</p>
      </div>
    );
  if (!data.held && data.held_media === 0) return null;
  return (
    <div
      role="status"
      data-testid="review-status"
      className="rounded-xl border border-champagne-400/50 bg-champagne-400/10 p-4 text-sm"
    >
      <p className="font-semibold text-champagne-200">{t('review.waitingTitle')}</p>
      <p className="mt-1 text-mist-300">
        {data.held ? t('review.waitingAdvert') : t('review.waitingMedia', { count: data.held_media })}
      </p>
    </div>
  );
}
