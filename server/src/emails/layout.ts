import { translate, type Language, type MessageKey } from '@velvet/contract';
import { escapeHtml } from '../lib/html.ts';

export type RenderedEmail = {
  subject: string;
  text: string;
  html: string;
  /** The languages the email is written in, in order (a bilingual email: Danish, then English). */
  languages?: Language[];
};

const END_OF_BODY = '</div></body></html>';

/** The catalogue's texts in one language, placeholders filled: the one translation path of every email. */
export type EmailText = (key: MessageKey, vars?: Record<string, string | number>) => string;
export const emailText =
  (lang: Language): EmailText =>
  (key, vars) =>
    translate(lang, key, vars);

/**
 * Wraps paragraphs of plain text into our one email layout (text and HTML parts). Every value is
 * escaped: names and messages come from visitors.
 */
export function layout(
  lang: Language,
  subject: string,
  paragraphs: string[],
  footer?: string,
): RenderedEmail {
  const foot = footer ?? translate(lang, 'emails.footer');
  const text = [...paragraphs, '', '—', foot].join('\n\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#0f0d12;font-family:Helvetica,Arial,sans-serif;color:#f4eef6">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;letter-spacing:.2em;color:#e7b8d3;margin:0 0 24px">VELVET</p>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:12px;color:#a99bb0;margin-top:32px">${escapeHtml(foot)}</p>
${END_OF_BODY}`;
  return { subject, text, html, languages: [lang] };
}

/**
 * Adds the "never email me again" line of every email to someone who is not an account holder, in each
 * language of the email, after its footer. `url` opens a page with the one button that lists the address.
 */
export function withUnsubscribeLink(email: RenderedEmail, url: string): RenderedEmail {
  const lines = (email.languages ?? ['en']).map((lang) =>
    translate(lang, 'emails.unsubscribe.line', { link: url }),
  );
  const links = (email.languages ?? ['en'])
    .map(
      (lang) =>
        `${escapeHtml(translate(lang, 'emails.unsubscribe.lead'))} <a href="${escapeHtml(url)}" style="color:#e7b8d3">${escapeHtml(translate(lang, 'emails.unsubscribe.link'))}</a>`,
    )
    .join('<br>');
  const html = email.html.includes(END_OF_BODY)
    ? email.html.replace(END_OF_BODY, `<p style="font-size:12px;color:#a99bb0">${links}</p>\n${END_OF_BODY}`)
    : `${email.html}<p>${links}</p>`;
  return { ...email, text: `${email.text}\n\n${lines.join('\n')}`, html };
}

/**
 * An email to someone whose language we do not keep (advertisers, reporters): the same message in
 * Danish, then in English, Danish first because the site serves Denmark. `part` writes one language's
 * subject and paragraphs; `subjectTail` follows both subjects (a name, for instance).
 */
export function bilingualLayout(
  part: (t: EmailText, lang: Language) => { subject: string; paragraphs: string[] },
  subjectTail = '',
): RenderedEmail {
  const da = part(emailText('da'), 'da');
  const en = part(emailText('en'), 'en');
  const email = layout(
    'da',
    `${da.subject} / ${en.subject}${subjectTail}`,
    [...da.paragraphs, translate('en', 'emails.english_below'), ...en.paragraphs],
    `${translate('da', 'emails.footer')} / ${translate('en', 'emails.footer')}`,
  );
  return { ...email, languages: ['da', 'en'] };
}

/**
 * An email in the reader's language when the account keeps one (accounts made since languages are kept),
 * else in Danish, then English, as bilingualLayout writes it.
 */
export function inReadersLanguage(
  lang: Language | null,
  part: (t: EmailText, lang: Language) => { subject: string; paragraphs: string[] },
): RenderedEmail {
  if (!lang) return bilingualLayout(part);
  const { subject, paragraphs } = part(emailText(lang), lang);
  return layout(lang, subject, paragraphs);
}
