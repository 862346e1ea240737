import { LONG_ABOUT_WORDS } from '@velvet/contract/limits';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wordCount } from '../advert-links';

/**
 * The advert's about text. The HTML is sanitised on the server with an allowlist, so it
 * is rendered as is; above 100 words it starts collapsed behind "Read more".
 */
export function AboutText({ html }: { html: string }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const long = useMemo(() => wordCount(html) > LONG_ABOUT_WORDS, [html]);
  const [expanded, setExpanded] = useState(false);
  const collapsed = long && !expanded;
  return (
    <div>
      <div className="relative">
        <div
          id={id}
          className={`prose-about text-mist-300 ${collapsed ? 'max-h-56 overflow-hidden' : ''}`}
          // Sanitised by the server with the about-text allowlist.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {collapsed && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-night-900 to-transparent"
          />
        )}
      </div>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 min-h-11 font-semibold text-rose-300 underline-offset-4 hover:underline"
        >
          {expanded ? t('detail.readLess') : t('detail.readMore')}
        </button>
      )}
    </div>
  );
}
