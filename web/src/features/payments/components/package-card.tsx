import type { PackageItem } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';

/**
 * One package of the grid: title, "€29 / 30 days", description, the Most Popular tag, and Choose Plan, or
 * for a visitor (no `onChoose`) the way to register first.
 */
export function PackageCard({ pkg, onChoose }: { pkg: PackageItem; onChoose?: (pkg: PackageItem) => void }) {
  const { t, i18n } = useTranslation('payments');
  const headingId = `package-${pkg.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex w-full flex-col rounded-2xl border bg-night-800 p-6 shadow-lg ${
        pkg.most_popular ? 'border-rose-400 ring-1 ring-rose-400/60' : 'border-night-600'
      }`}
    >
      {pkg.most_popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-rose-400 px-3 py-1 text-xs font-bold uppercase tracking-wide whitespace-nowrap text-night-950">
          {t('packages.mostPopular')}
        </p>
      )}
      <h2 id={headingId} className="text-2xl text-mist-100">
        {pkg.title}
      </h2>
      <p className="mt-3 text-mist-300">
        <span className="text-4xl font-bold text-rose-300">
          {formatPrice(pkg.price, pkg.currency, i18n.language)}
        </span>{' '}
        <span className="text-sm">/ {t('packages.days', { count: pkg.duration })}</span>
      </p>
      {pkg.description && <p className="mt-4 flex-1 leading-relaxed text-mist-300">{pkg.description}</p>}
      {onChoose ? (
        <Button
          className="mt-6 w-full"
          variant={pkg.most_popular ? 'primary' : 'secondary'}
          onClick={() => onChoose(pkg)}
          aria-label={t('packages.chooseLabel', { title: pkg.title })}
        >
          {t('packages.choose')}
        </Button>
      ) : (
        <Link
          to="/registrationForm"
          className={buttonClass(pkg.most_popular ? 'primary' : 'secondary', 'mt-6 w-full')}
          aria-label={t('packages.registerLabel', { title: pkg.title })}
        >
          {t('packages.register')}
        </Link>
      )}
    </article>
  );
}
