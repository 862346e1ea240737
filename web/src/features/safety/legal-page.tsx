import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@velvet/contract/limits';
import { usePageMeta } from '../../lib/page-meta';

/** A long legal text in both languages: title, date, introduction, a table of contents and its sections. */
export function LegalPage({
  doc,
  sections,
  bodies = {},
}: {
  doc: 'terms' | 'privacy';
  sections: readonly string[];
  /** A section whose body is not plain paragraphs of the document (numbered clauses, say). */
  bodies?: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation('legal');
  usePageMeta(`${t(`${doc}.title`)} — Velvet`, t(`${doc}.intro`));
  return (
    <article className="container-page max-w-3xl py-10">
      <h1 className="text-3xl sm:text-4xl">{t(`${doc}.title`)}</h1>
      <p className="mt-2 text-sm text-mist-400">{t(`${doc}.updated`)}</p>
      <p className="mt-6 leading-relaxed text-mist-300">{t(`${doc}.intro`)}</p>
      <nav
        aria-labelledby={`${doc}-contents`}
        className="mt-8 rounded-2xl border border-night-600 bg-night-800/60 p-5"
      >
        <h2 id={`${doc}-contents`} className="text-lg">
          {t(`${doc}.contents`)}
        </h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="text-rose-300 underline-offset-4 hover:underline">
                {t(`${doc}.sections.${id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((id) => {
        const paragraphs = t(`${doc}.sections.${id}.body`, {
          returnObjects: true,
          email: SUPPORT_EMAIL,
        }) as unknown as string[];
        return (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${id}-title`} className="text-2xl text-champagne-300">
              {t(`${doc}.sections.${id}.title`)}
            </h2>
            {bodies[id] ??
              paragraphs.map((text) => (
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
