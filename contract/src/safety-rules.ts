import { z } from './zod.ts';
import { isoDate } from './dates.ts';
import { pageAnswer, pageParam, recordAnswer, singleLine } from './common.ts';
import { LANGUAGES } from './limits.ts';

/**
 * The trafficking-indicator rules the safety screening matches an advert's own texts against: phrases in
 * English and Danish, kept as data and edited by operators. Each rule names the indicator it stands for.
 * Being new in town or touring alone is not one of them.
 */
export const SAFETY_RULE_KINDS = [
  /** Someone else answers the phone or arranges the meetings. */
  'third_party_control',
  /** The advertiser does not speak for themselves: no language of their own, a translator. */
  'no_own_language',
  /** Moved often, by others. */
  'moved_by_others',
  /** Words hinting at a minor. */
  'age_hinting',
  /** Available around the clock. */
  'always_available',
  /** One contact offering several people. */
  'several_people',
] as const;
export type SafetyRuleKind = (typeof SAFETY_RULE_KINDS)[number];

export const SAFETY_RULE_PHRASE_MAX = 80;

export const safetyRule = z.object({
  id: z.number().int(),
  kind: z.enum(SAFETY_RULE_KINDS),
  language: z.enum(LANGUAGES),
  phrase: z.string(),
  enabled: z.boolean(),
  updated_at: isoDate,
});
export type SafetyRule = z.infer<typeof safetyRule>;

/** Spaces inside a phrase count once: "barely  legal" is the phrase "barely legal". */
const phrase = singleLine(
  z
    .string({ error: 'safety.rule_phrase_required' })
    .trim()
    // Blank or too long says only that, not also that it has no word.
    .min(1, { error: 'safety.rule_phrase_required', abort: true })
    .max(SAFETY_RULE_PHRASE_MAX, { error: 'safety.rule_phrase_too_long', abort: true }),
)
  .refine((value) => /[\p{L}\p{N}]/u.test(value), 'safety.rule_phrase_no_word')
  .transform((value) => value.replace(/\s+/g, ' '));

export const safetyRuleInput = z.object({
  kind: z.enum(SAFETY_RULE_KINDS, { error: 'safety.rule_kind_invalid' }),
  language: z.enum(LANGUAGES, { error: 'safety.rule_language_invalid' }),
  phrase,
  enabled: z.boolean({ error: 'errors.validation' }).default(true),
});
export type SafetyRuleInput = z.input<typeof safetyRuleInput>;
export const safetyRuleUpdate = z.object({
  kind: safetyRuleInput.shape.kind.optional(),
  language: safetyRuleInput.shape.language.optional(),
  phrase: phrase.optional(),
  enabled: z.boolean({ error: 'errors.validation' }).optional(),
});
export type SafetyRuleUpdate = z.input<typeof safetyRuleUpdate>;

export const adminSafetyRulesQuery = z.object({
  page: pageParam.default(1),
  kind: z.enum(SAFETY_RULE_KINDS).optional().catch(undefined),
});
export const adminSafetyRulesResponse = pageAnswer('rules', safetyRule);
export const adminSafetyRuleResponse = recordAnswer('rule', safetyRule);
