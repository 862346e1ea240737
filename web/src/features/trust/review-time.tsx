import { useTranslation } from 'react-i18next';
import { durationInWords } from '@velvet/contract/durations';
import { asLang } from '../../lib/locale';
import { useReviewTimes } from './api/review-times';

/**
 * How long operators take to decide on a verification or a review, in words: the median over the last 30
 * days, or, while there are too few decisions for a median to mean anything, that there are too few.
 * Says nothing while loading or when the figure cannot be read: a guess would mislead.
 */
export function ReviewTime({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('trust');
  const times = useReviewTimes();
  if (!times.data) return null;
  const { median_seconds: median, window_days: days } = times.data;
  return (
    <p data-testid="review-time" className={className}>
      {median === null
        ? t('reviewTime.notEnough')
        : t('reviewTime.median', { time: durationInWords(asLang(i18n.language), median), days })}
    </p>
  );
}
