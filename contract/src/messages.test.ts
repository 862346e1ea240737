import { describe, expect, it } from 'vitest';
import { messages, translate } from './messages/index.ts';

describe('message catalogue', () => {
  it('has the same keys in English and Danish', () => {
    expect(Object.keys(messages.da).sort()).toEqual(Object.keys(messages.en).sort());
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
