import { describe, expect, it } from 'vitest';
import { registrationFields } from './accounts.ts';
import { profileUpdateFields } from './profile.ts';
import { packageInput } from './admin.ts';
import { bookingBody, contactBody, feedbackBody } from './catalogue.ts';
import { isSingleLineText } from './common.ts';
import { translate } from './messages/index.ts';

const tricky = {
  'right-to-left override': 'Sofie\u202Eevil',
  'left-to-right isolate': 'So\u2066fie',
  'zero-width space': 'So\u200Bfie',
  'zero-width joiner': 'So\u200Dfie',
  'byte-order mark': '\uFEFFSofie',
  'line feed': 'Sofie\nAdmin',
  'carriage return': 'Sofie\rAdmin',
  tab: 'Sofie\tAdmin',
  'line separator': 'Sofie\u2028Admin',
  'C1 control': 'Sofie\u0085',
};

describe('one-line texts', () => {
  it('refuses direction overrides, zero-width characters and line breaks', () => {
    for (const [what, text] of Object.entries(tricky)) expect(isSingleLineText(text), what).toBe(false);
    for (const fine of ['Sofie', 'Ørsted-Åberg', 'Zoë O’Brien', 'Анна', 'مريم', '李娜 😊'])
      expect(isSingleLineText(fine), fine).toBe(true);
  });

  it('answers errors.text_invalid in names and single-line fields of every form', () => {
    const text = tricky['right-to-left override'];
    const checks: [
      string,
      { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
      object,
      string,
    ][] = [
      ['registration', registrationFields, { name: text, city: text }, 'name'],
      ['profile', profileUpdateFields, { name: text, address: text }, 'name'],
      ['contact', contactBody, { name: text, email: 'a@b.dk' }, 'name'],
      ['feedback', feedbackBody, { name: text }, 'name'],
      ['booking', bookingBody, { first_name: text, last_name: 'x', city: text }, 'first_name'],
      ['package', packageInput, { title: text }, 'title'],
    ];
    for (const [form, schema, body, field] of checks) {
      const issues = schema.safeParse(body).error?.issues ?? [];
      const messages = issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
      expect(messages, form).toContain('errors.text_invalid');
    }
    expect(profileUpdateFields.safeParse({ address: 'Vej 1\nEtage 2' }).error?.issues[0]?.message).toBe(
      'errors.text_invalid',
    );
    expect(translate('en', 'errors.text_invalid')).toBe(
      'This text contains characters that are not allowed.',
    );
    expect(translate('da', 'errors.text_invalid')).toBe('Teksten indeholder tegn, der ikke er tilladt.');
  });

  it('composes names to NFC, so one name typed two ways is one name', () => {
    const decomposed = 'Rene\u0301e Ørsted';
    const parsed = profileUpdateFields.parse({ name: decomposed, city: 'Ko\u0308ge' });
    expect(parsed.name).toBe('Renée Ørsted');
    expect(parsed.name).not.toBe(decomposed);
    expect(parsed.city).toBe('K\u00f6ge');
  });

  it('keeps line breaks where text has several lines', () => {
    const parsed = contactBody.parse({ name: 'Sofie', email: 'a@b.dk', message: 'Hej\nmed dig' });
    expect(parsed.message).toBe('Hej\nmed dig');
  });
});
