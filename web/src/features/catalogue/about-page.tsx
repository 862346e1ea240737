import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';
import { ModerationNote } from '../trust';
import { Eyebrow } from '../../components/ui/eyebrow';

function Divider() {
  return (
    <div aria-hidden="true" className="my-8 flex items-center justify-center gap-3 text-champagne-400/70">
      <span className="h-px w-16 bg-gradient-to-r from-transparent to-champagne-400/60" />
      <span className="text-xs">✦</span>
      <span className="h-px w-16 bg-gradient-to-l from-transparent to-champagne-400/60" />
    </div>
  );
}

/** About: a black quote section "Our Story" with three paragraphs and dividers. */
export default function AboutPage() {
  const { t } = useTranslation('catalogue');
  usePageMeta(t('meta.aboutTitle'), t('meta.aboutDescription'));
  return (
    <>
      <header className="relative overflow-hidden border-b border-night-700">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(217,119,159,0.2),transparent_65%)]"
        />
        <div className="container-page relative flex flex-col items-center gap-3 py-14 text-center sm:py-20">
          <Eyebrow>Velvet</Eyebrow>
          <h1 className="text-4xl sm:text-5xl">{t('about.title')}</h1>
          <p className="max-w-xl text-mist-300">{t('about.lead')}</p>
        </div>
      </header>
      <section aria-labelledby="story-title" className="bg-black">
        <div className="container-page max-w-3xl py-16 sm:py-24">
          <span
            aria-hidden="true"
            className="block h-12 text-center font-display text-8xl leading-none text-rose-400/40"
          >
            “
          </span>
          <h2 id="story-title" className="text-center text-3xl text-mist-100 sm:text-4xl">
            {t('about.storyTitle')}
          </h2>
          <Divider />
          <blockquote className="flex flex-col text-center font-display text-lg leading-relaxed text-mist-300 sm:text-xl">
            <p>{t('about.p1')}</p>
            <Divider />
            <p>{t('about.p2')}</p>
            <Divider />
            <p>{t('about.p3')}</p>
          </blockquote>
          <p className="mt-10 text-center text-sm uppercase tracking-[0.25em] text-champagne-400">
            {t('about.signature')}
          </p>
        </div>
      </section>
      <Suspense fallback={null}>
        <ModerationNote />
      </Suspense>
      <div className="container-page flex flex-wrap justify-center gap-3 py-14">
        <ButtonLink to="/Adverts">{t('about.browse')}</ButtonLink>
        <ButtonLink to="/registrationForm" variant="secondary">
          {t('about.advertise')}
        </ButtonLink>
      </div>
    </>
  );
}
