import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@velvet/contract/limits';
import { Logo } from '../components/logo';

/** The footer's links: where each goes and its words. */
const LINKS = [
  ['/', 'nav.home'],
  ['/about', 'nav.about'],
  ['/Adverts', 'nav.models'],
  ['/registrationForm', 'footer.createAdvert'],
  ['/packages', 'footer.prices'],
  ['/terms', 'footer.terms'],
  ['/privacy', 'footer.privacy'],
] as const;

/**
 * The footer: its four links plus terms and privacy, the support address, all-rights-reserved, and the
 * postcode attribution.
 */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-night-700 bg-night-950">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-3">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="text-sm text-mist-300">{t('tagline')}</p>
          <p className="text-xs text-mist-400">{t('footer.adultsOnly')}</p>
        </div>
        <nav aria-label={t('footer.explore')}>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-champagne-300">
            {t('footer.explore')}
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="inline-flex min-h-11 items-center hover:text-rose-300">
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-champagne-300">
            {t('footer.support')}
          </h2>
          <p className="text-sm text-mist-300">
            {t('footer.supportText')}{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="text-rose-300 underline">
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-night-700">
        <div className="container-page flex flex-col gap-1 py-4 text-xs text-mist-400 sm:flex-row sm:justify-between">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.postcodeAttribution')}</p>
        </div>
      </div>
    </footer>
  );
}
