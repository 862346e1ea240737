import type { Language } from '@velvet/contract';

/**
 * Picks `da` or `en` from an Accept-Language header, honouring q-values; anything else is English
 * ("Accept-Language: da gives Danish, anything else English").
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let best: { lang: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const primary = tag.split('-')[0];
    const lang: Language | undefined = primary === 'da' ? 'da' : primary === 'en' ? 'en' : undefined;
    if (lang && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? 'en';
}
