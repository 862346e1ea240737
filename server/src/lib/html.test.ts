import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute value', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });
  it('leaves other text, Danish letters included, as it is', () => {
    expect(escapeHtml('Ærø – 2100 København Ø')).toBe('Ærø – 2100 København Ø');
  });

  it('escapes the five characters HTML and XML give meaning to, and nothing else', () => {
    expect(escapeHtml(`<a href="x?y=1&z='2'">Æble</a>`)).toBe(
      '&lt;a href=&quot;x?y=1&amp;z=&#39;2&#39;&quot;&gt;Æble&lt;/a&gt;',
    );
  });

  it('leaves a sitemap address readable by XML parsers', () => {
    expect(escapeHtml('https://velvet.dk/details?guid=a&lang=da')).toBe(
      'https://velvet.dk/details?guid=a&amp;lang=da',
    );
  });
});
