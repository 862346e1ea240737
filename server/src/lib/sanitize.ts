import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist for the advertiser's about text (the rich-text editor's output). Anything else —
 * scripts, styles, event handlers, images, iframes, javascript: links — is dropped on save.
 */
const ABOUT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'a'],
  // rel is forced by the transform below, whatever the author wrote.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Editors and pasted text use the presentational twins; keep their meaning.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }),
  },
};

// Every advert page sanitises its stored about text again (an old row or a direct edit can never put a
// script on a page), and parsing it was a tenth of an uncached advert answer. The result depends on the
// text alone, so the same text is parsed once: the texts of the adverts being read, up to 4 MB of them.
const sanitized = new LRUCache<string, string>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (value, key) => value.length + key.length || 1,
});

/** The about HTML as stored: only the allowlisted tags, links http/https/mailto/tel with rel="nofollow noopener". */
export function sanitizeAbout(html: string): string {
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, ABOUT_HTML).trim();
    sanitized.set(html, clean);
  }
  return clean;
}
