import { describe, expect, it } from 'vitest';
import { messages, translate } from './messages/index.ts';

describe('message catalogue', () => {
  it('has the same keys in English and Danish', () => {
    expect(Object.keys(messages.da).sort()).toEqual(Object.keys(messages.en).sort());
  });
  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const en = messages.en as Record<string, string>;
    const da = messages.da as Record<string, string>;
    for (const key of Object.keys(en))
      expect(placeholders(da[key] ?? ''), key).toEqual(placeholders(en[key]!));
  });
  it('has no empty text', () => {
    for (const table of [messages.en, messages.da]) {
      for (const [key, text] of Object.entries(table)) expect(text, key).not.toBe('');
    }
  });
  it('falls back to English and fills variables', () => {
    expect(translate('da', 'errors.not_found')).toBe('Ikke fundet.');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});
