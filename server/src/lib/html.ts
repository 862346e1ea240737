import escape from 'escape-html';

/**
 * Escapes text for HTML content and attribute values (server-rendered pages, emails, the sitemap): `&`, `<`, `>`,
 * `"` and `'`. The server's one escaper; rich text goes through the sanitiser (sanitize.ts) instead.
 */
export const escapeHtml = (s: string): string => escape(s);
