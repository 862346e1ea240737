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

/** The about HTML as stored: only the allowlisted tags, links http/https/mailto/tel with rel="nofollow noopener". */
export function sanitizeAbout(html: string): string {
  return sanitizeHtml(html, ABOUT_HTML).trim();
}
