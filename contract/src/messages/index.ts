import { accounts } from './accounts.ts';
import { admin } from './admin.ts';
import { catalogue } from './catalogue.ts';
import { common } from './common.ts';
import { emails } from './emails.ts';
import { outbox } from './outbox.ts';
import { payments } from './payments.ts';
import { revisit } from './revisit.ts';
import { intlLocale } from '../locale.ts';
import { trust } from './trust.ts';
import { security } from './security.ts';
import { tools } from './tools.ts';
import { fieldTools } from './field-tools.ts';
import { safety } from './safety.ts';
import { escalations } from './escalations.ts';
import { safetyRules } from './safety-rules.ts';
import { suppression } from './suppression.ts';
import { bookingDigest } from './booking-digest.ts';
import { ageCheck } from './age-check.ts';
import { decisions } from './decisions.ts';

/**
 * Message catalogue shared by server (error envelopes) and web (form errors). Keys are stable ids; English
 * texts are the ones clients have always shown and may match on. Each feature area owns one file; the two
 * languages must have the same keys (checked by contract/src/messages.test.ts).
 */
export const messages = {
  en: {
    ...common.en,
    ...catalogue.en,
    ...accounts.en,
    ...payments.en,
    ...admin.en,
    ...revisit.en,
    ...outbox.en,
    ...emails.en,
    ...trust.en,
    ...security.en,
    ...tools.en,
    ...fieldTools.en,
    ...safety.en,
    ...escalations.en,
    ...safetyRules.en,
    ...suppression.en,
    ...bookingDigest.en,
    ...ageCheck.en,
    ...decisions.en,
  },
  da: {
    ...common.da,
    ...catalogue.da,
    ...accounts.da,
    ...payments.da,
    ...admin.da,
    ...revisit.da,
    ...outbox.da,
    ...emails.da,
    ...trust.da,
    ...security.da,
    ...tools.da,
    ...fieldTools.da,
    ...safety.da,
    ...escalations.da,
    ...safetyRules.da,
    ...suppression.da,
    ...bookingDigest.da,
    ...ageCheck.da,
    ...decisions.da,
  },
} as const;

export type MessageKey = keyof (typeof messages)['en'];

export function translate(lang: 'en' | 'da', key: string, vars?: Record<string, string | number>): string {
  const table = messages[lang] as Record<string, string>;
  const text = table[key] ?? (messages.en as Record<string, string>)[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(vars[name] ?? m)) : text;
}

/**
 * A wait in words for lockout messages: "42 seconds", "2 minutes", "1 hour" / "42 sekunder", "2 minutter",
 * "1 time". Rounded up, so nobody is told a wait shorter than the real one.
 */
export function waitInWords(lang: 'en' | 'da', seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [value, unit] =
    s < 60 ? [s, 'second'] : s < 3600 ? [Math.ceil(s / 60), 'minute'] : [Math.ceil(s / 3600), 'hour'];
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}
