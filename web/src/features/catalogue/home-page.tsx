import { lazy } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink, buttonClass } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';
import { RecentlyViewed } from './components/recently-viewed';
import { FeaturedCarousel } from './components/featured-carousel';
import { NearbySection } from './components/nearby-section';
import { PartnersSection } from './components/partners-section';
import { SearchSection } from './components/search-section';
import { WhenNear } from './components/when-near';
import { useYoungSite } from './components/young-site';
import { Eyebrow } from '../../components/ui/eyebrow';

// The contact form (and its form library) sits at the bottom of the page: fetched when scrolled near.
const ContactSection = lazy(() => import('./components/contact-section'));

export default function HomePage() {
  const { t } = useTranslation('catalogue');
  // While there are few adverts, each is shown once: the sections that would only repeat them are left out.
  const { fewAdverts } = useYoungSite();
  usePageMeta(t('meta.homeTitle'), t('meta.homeDescription'));
  return (
    <>
      <section aria-labelledby="home-title" className="relative overflow-hidden border-b border-night-700">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(217,119,159,0.22),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgba(227,194,130,0.10),transparent_55%)]"
        />
        <div className="container-page relative pb-6 pt-10 sm:pt-14">
          <div className="mx-auto mb-8 flex max-w-3xl flex-col items-center gap-4 text-center">
            <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
            <h1 id="home-title" className="text-balance text-4xl leading-tight text-mist-100 sm:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="max-w-2xl text-mist-300">{t('hero.text')}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <a href="#search" className={buttonClass('primary')}>
                {t('hero.search')}
              </a>
              <ButtonLink to="/Adverts" variant="secondary">
                {t('hero.browse')}
              </ButtonLink>
            </div>
          </div>
          <h2 className="sr-only">{t('featured.title')}</h2>
          <FeaturedCarousel />
        </div>
      </section>
      <div className="container-page flex flex-col gap-20 py-14 sm:gap-24">
        <RecentlyViewed />
        <SearchSection />
        {!fewAdverts && (
          <>
            <div className="below-fold">
              <NearbySection />
            </div>
            <div className="below-fold">
              <PartnersSection />
            </div>
          </>
        )}
        <WhenNear minHeight="40rem">
          <ContactSection />
        </WhenNear>
      </div>
    </>
  );
}
