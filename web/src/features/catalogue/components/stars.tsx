import Star from 'lucide-react/icons/star';
import { useTranslation } from 'react-i18next';

/** A rating as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <span role="img" aria-label={t('testimonials.rating', { rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${className} ${n <= rating ? 'text-champagne-400' : 'text-night-600'}`}
          fill="currentColor"
        />
      ))}
    </span>
  );
}
