import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@velvet/contract/limits';
import { usePageMeta } from '../../lib/page-meta';

const SECTIONS = ['stored', 'visitors', 'howLong', 'whoSees', 'export', 'delete', 'contact'] as const;

/** What is stored, for how long, who sees it, and how to download or delete it — in English and Danish. */
export default function PrivacyPage() {
  const { t } = useTranslation('admin');
  usePageMeta(`${t('privacy.title')} — Velvet`, t('privacy.intro'));
  return (
    <article className="container-page max-w-3xl py-10">
      <h1 className="text-3xl sm:text-4xl">{t('privacy.title')}</h1>
      <p className="mt-2 text-sm text-mist-400">{t('privacy.updated')}</p>
      <p className="mt-6 leading-relaxed text-mist-300">{t('privacy.intro')}</p>
      <nav
        aria-labelledby="privacy-contents"
        className="mt-8 rounded-2xl border border-night-600 bg-night-800/60 p-5"
      >
        <h2 id="privacy-contents" className="text-lg">
          {t('privacy.contents')}
        </h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="text-rose-300 underline-offset-4 hover:underline">
                {t(`privacy.sections.${id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((id) => {
        const paragraphs = t(`privacy.sections.${id}.body`, {
          returnObjects: true,
          email: SUPPORT_EMAIL,
        }) as unknown as string[];
        return (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${id}-title`} className="text-2xl text-champagne-300">
              {t(`privacy.sections.${id}.title`)}
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
