import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigationType, useSearchParams } from 'react-router';
import { ValidatedBadge } from '../../components/ui/badge';
import { Button, ButtonLink } from '../../components/ui/button';
import { NotFoundMessage } from '../../components/ui/not-found-message';
import { ApiError } from '../../lib/api';
import { formatDay } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { RatesAndHours } from '../advertiser-tools';
import { ScreeningTerms } from '../field-tools';
import { AvailableBadge } from '../availability';
import { FavouriteButton } from '../../components/favourite-button';
import { useRememberVisit } from '../../lib/use-remember-visit';
import { ReportAdvertButton } from '../safety';
import { sendStatsBeacon, useCountView } from '../stats';
import { VerifiedPhotosBadge } from '../trust';
import { AgeCheckedBadge } from '../age-check';
import { bookingPath, detailsPath, guidFrom, whatsappUrl } from './advert-links';
import { useAdvert } from './api/advert';
import { AboutText } from './components/about-text';
import { AdvertGallery } from './components/advert-gallery';
import { FactsGrid } from './components/facts-grid';
import { RelatedAdverts } from './components/related-adverts';
import { WhenNear } from './components/when-near';

const Testimonials = lazy(() =>
  import('./components/testimonials').then((m) => ({ default: m.Testimonials })),
);
const TestimonialForm = lazy(() =>
  import('./components/testimonial-form').then((m) => ({ default: m.TestimonialForm })),
);

export default function AdvertPage() {
  const { t, i18n } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const guid = guidFrom(params);
  const advert = useAdvert(guid);
  const navigationType = useNavigationType();
  const shownGuid = useRef(guid);
  const notFound =
    guid === '' ||
    (advert.error instanceof ApiError && advert.error.status >= 400 && advert.error.status < 500);
  // 410: its advertiser retired it for good (the server also tells search engines to drop the address).
  const gone = advert.error instanceof ApiError && advert.error.status === 410;

  useCountView(advert.data?.guid);
  useRememberVisit(advert.data, notFound && guid ? guid : null);

  usePageMeta(
    advert.data
      ? t('meta.advertTitle', { name: advert.data.name, city: advert.data.city || t('detail.noLocation') })
      : notFound
        ? t('meta.notFoundTitle')
        : t('meta.advertFallbackTitle'),
    advert.data
      ? t('meta.advertDescription', {
          name: advert.data.name,
          city: advert.data.city || t('detail.noLocation'),
        })
      : undefined,
  );

  // The page scrolls to the top when the guid changes (a related advert opened). Back and
  // forward keep the position the layout's ScrollRestoration brings back for that entry.
  useEffect(() => {
    if (shownGuid.current === guid) return;
    shownGuid.current = guid;
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [guid, navigationType]);

  useEffect(() => {
    if (advert.isError) console.error('advert:', advert.error);
  }, [advert.isError, advert.error]);

  if (notFound) return <AdvertNotFound gone={gone} />;
  if (advert.isError) {
    return (
      <div
        role="alert"
        className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center"
      >
        <p className="text-mist-300">{t('detail.loadError')}</p>
        <Button variant="secondary" onClick={() => void advert.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (!advert.data) return <AdvertSkeleton />;

  const a = advert.data;
  // The server sends the whole public place: postcode and town, and the street only if the advertiser shows it.
  const place = a.address || [a.zip_code, a.city].filter(Boolean).join(' ');
  const chat = whatsappUrl(a);
  const phone = a.phone_number ? `${a.phone_code} ${a.phone_number}`.trim() : '';

  return (
    <article className="container-page flex flex-col gap-16 py-8 sm:py-12" aria-labelledby="advert-name">
      {/* Phones read name, place and phone first, then the photos; wide screens put photos beside. */}
      <div className="grid grid-cols-1 gap-x-12 gap-y-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr]">
        <div className="flex flex-col gap-3 lg:col-start-2 lg:row-start-1">
          <Link to="/Adverts" className="w-fit text-sm text-mist-400 hover:text-rose-300">
            ← {t('detail.back')}
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 id="advert-name" className="text-4xl text-mist-100 sm:text-5xl">
              {a.name}
            </h1>
            {a.user_package?.status === 'active' && <ValidatedBadge />}
            <AvailableBadge until={a.available_until} />
            <VerifiedPhotosBadge verified={a.photo_verified} />
            <AgeCheckedBadge checked={a.age_checked} />
          </div>
          <FavouriteButton advert={a} variant="labelled" className="w-fit" />
          <p className="flex items-start gap-2 text-mist-300">
            <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-rose-400" strokeWidth={1.8} />
            <span>{place || t('detail.noLocation')}</span>
          </p>
          {a.duo && (
            <p data-testid="duo" className="text-mist-200">
              {t('card.duo')}{' '}
              <Link to={detailsPath(a.duo.guid)} className="font-semibold text-rose-300 underline">
                {a.duo.name}
              </Link>
            </p>
          )}
          {a.visiting && (
            <p data-testid="visiting" className="font-semibold text-champagne-300">
              {t('detail.visiting', {
                town: a.visiting.city,
                date: formatDay(a.visiting.ends_on, i18n.language),
              })}
            </p>
          )}
          {phone && (
            <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                onClick={() => sendStatsBeacon(a.guid, 'phone')}
                className="flex min-h-11 items-center gap-2 text-lg text-mist-100 hover:text-rose-300"
              >
                <Phone aria-hidden="true" className="h-5 w-5 text-rose-400" strokeWidth={1.8} />
                <span className="sr-only">{t('detail.phone')}: </span>
                {phone}
              </a>
              {chat && (
                <a
                  href={chat}
                  onClick={() => sendStatsBeacon(a.guid, 'chat')}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('detail.chatLabel', { name: a.name })}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-emerald-400/50 px-4 text-sm font-semibold text-emerald-300 hover:bg-emerald-400/10"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
                    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3z" />
                  </svg>
                  {t('detail.chat')}
                </a>
              )}
            </p>
          )}
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <AdvertGallery advert={a} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-start-2">
          <FactsGrid advert={a} />
          <RatesAndHours rates={a.rates} hours={a.hours} />
          <ScreeningTerms screening={a.screening} depositPolicy={a.deposit_policy} />
          {a.tours.length > 0 && (
            <section aria-labelledby="tours-title">
              <h2 id="tours-title" className="mb-2 text-2xl">
                {t('detail.toursTitle')}
              </h2>
              <ul className="flex flex-col gap-1 text-mist-300" data-testid="advert-tours">
                {a.tours.map((tour) => (
                  <li key={`${tour.starts_on}-${tour.zip_code}`}>
                    {t('detail.tour', {
                      town: `${tour.zip_code} ${tour.city}`,
                      from: formatDay(tour.starts_on, i18n.language),
                      to: formatDay(tour.ends_on, i18n.language),
                    })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {a.about && (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="mb-2 text-2xl">
                {t('detail.aboutTitle', { name: a.name })}
              </h2>
              <AboutText html={a.about} />
            </section>
          )}
          {a.user_interest.length > 0 && (
            <section aria-labelledby="services-title">
              <h2 id="services-title" className="mb-3 text-lg text-mist-300">
                {t('detail.services')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {a.user_interest.map((interest) => (
                  <li
                    key={interest.interest_id}
                    className="rounded-full border border-rose-400/40 bg-rose-400/5 px-3 py-1 text-sm text-rose-300"
                  >
                    {interest.name}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="flex flex-wrap items-center gap-3 border-t border-night-700 pt-6">
            <ButtonLink to={bookingPath(a.guid)} className="px-8">
              {t('detail.book')}
            </ButtonLink>
            <ReportAdvertButton guid={a.guid} />
          </div>
        </div>
      </div>
      <div className="below-fold flex flex-col gap-16">
        <RelatedAdverts guid={a.guid} />
        {/* The carousel and the form (and their code) arrive when the visitor scrolls near them. */}
        <WhenNear minHeight="24rem">
          <Testimonials escortId={a.id} />
          <TestimonialForm guid={a.guid} />
        </WhenNear>
      </div>
    </article>
  );
}

function AdvertNotFound({ gone }: { gone: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <NotFoundMessage
      mark={<span className="text-rose-400/80">✦</span>}
      title={t(gone ? 'detail.goneTitle' : 'detail.notFoundTitle')}
      text={t(gone ? 'detail.goneText' : 'detail.notFoundText')}
      to="/Adverts"
      action={t('detail.notFoundAction')}
      gap="gap-5"
    />
  );
}

function AdvertSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="container-page py-8 sm:py-12" aria-busy="true">
      <p role="status" className="sr-only">
        {t('common:loading')}
      </p>
      <div
        aria-hidden="true"
        className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12"
      >
        <div className="aspect-[3/4] animate-pulse rounded-2xl bg-night-800" />
        <div className="flex flex-col gap-4">
          <div className="h-4 w-32 animate-pulse rounded bg-night-800" />
          <div className="h-12 w-2/3 animate-pulse rounded bg-night-800" />
          <div className="h-5 w-1/2 animate-pulse rounded bg-night-800" />
          <div className="mt-4 grid grid-cols-2 gap-px sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className="h-16 animate-pulse bg-night-800" />
            ))}
          </div>
          <div className="mt-4 space-y-2">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="h-4 animate-pulse rounded bg-night-800" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
