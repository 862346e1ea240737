import { useTranslation } from 'react-i18next';

/** A rating as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <span role="img" aria-label={t('testimonials.rating', { rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`${className} ${n <= rating ? 'text-champagne-400' : 'text-night-600'}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
