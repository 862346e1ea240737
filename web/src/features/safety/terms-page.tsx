import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@velvet/contract/limits';
import { usePageMeta } from '../../lib/page-meta';

const SECTIONS = [
  'adults',
  'independent',
  'trafficking',
  'prohibited',
  'reporting',
  'privacy',
  'payments',
  'liability',
  'contact',
] as const;

/** Terms of use in English and Danish (issue 6): what advertisers accept at registration. */
export default function TermsPage() {
  const { t } = useTranslation('admin');
  usePageMeta(`${t('terms.title')} — Velvet`, t('terms.intro'));
  return (
    <article className="container-page max-w-3xl py-10">
      <h1 className="text-3xl sm:text-4xl">{t('terms.title')}</h1>
      <p className="mt-2 text-sm text-mist-400">{t('terms.updated')}</p>
      <p className="mt-6 leading-relaxed text-mist-300">{t('terms.intro')}</p>
      <nav
        aria-labelledby="terms-contents"
        className="mt-8 rounded-2xl border border-night-600 bg-night-800/60 p-5"
      >
        <h2 id="terms-contents" className="text-lg">
          {t('terms.contents')}
        </h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="text-rose-300 underline-offset-4 hover:underline">
                {t(`terms.sections.${id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((id) => {
        const paragraphs = t(`terms.sections.${id}.body`, {
          returnObjects: true,
          email: SUPPORT_EMAIL,
        }) as unknown as string[];
        return (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${id}-title`} className="text-2xl text-champagne-300">
              {t(`terms.sections.${id}.title`)}
            </h2>
            {paragraphs.map((text) => (
              <p key={text} className="mt-3 leading-relaxed text-mist-300">
                {text}
              </p>
            ))}
          </section>
        );
      })}
      <p className="mt-10 text-sm text-mist-400">
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-rose-300 underline">
          {SUPPORT_EMAIL}
        </a>
      </p>
    </article>
  );
}
