import { z } from './zod.ts';
import { isoDate, nullableDate } from './dates.ts';
import { envelope, pageAnswer, pageQuery, recordAnswer } from './common.ts';
import { accountNameplate } from './admin.ts';

/**
 * Statements of reasons: every restriction of an advert, a photo or video, a badge or a payment, and every
 * lifting of one, is a decision the advertiser reads (and is emailed), with the facts, whether automated means
 * found or decided it, the clause of the terms it rests on and how to contest it; an appeal is answered by an
 * operator other than the one who decided.
 */
export const DECISION_RESTRICTIONS = [
  'advert_held',
  'advert_released',
  'advert_suspended',
  'advert_restored',
  'advert_removed',
  'media_hidden',
  'media_restored',
  'validated_lost',
  'featured_lost',
  'payment_reversed',
] as const;
export type DecisionRestriction = (typeof DECISION_RESTRICTIONS)[number];

/** The restrictions that lift another: they cannot be appealed (nothing is restricted by them). */
export const LIFTING_RESTRICTIONS: ReadonlySet<DecisionRestriction> = new Set([
  'advert_released',
  'advert_restored',
  'media_restored',
]);

export const DECISION_SCOPES = ['advert', 'account', 'photo', 'video', 'badge', 'payment'] as const;
export type DecisionScope = (typeof DECISION_SCOPES)[number];

export const DECISION_GROUNDS = ['terms', 'law'] as const;
export type DecisionGround = (typeof DECISION_GROUNDS)[number];

/**
 * What was found, by kind; each kind has its own sentence in the catalogue (`decisions.facts.<kind>`) with
 * these values. Only what the advertiser may know: never the other account of a copied photo.
 */
export const DECISION_FACT_KINDS = [
  'copied_photo',
  'indicator_phrases',
  'shared_phone',
  'age_check_failed',
  'pre_moderation',
  'review_rejected',
  'review_approved',
  'operator',
  'removed',
  'cleared',
  'appeal_reversed',
] as const;
export type DecisionFactKind = (typeof DECISION_FACT_KINDS)[number];

/** The numbered clauses of the terms' moderation section (their texts are `terms.clause.<n>`). */
export const TERMS_CLAUSES = [
  '5.1',
  '5.2',
  '5.3',
  '5.4',
  '5.5',
  '5.6',
  '5.7',
  '5.8',
  '5.9',
  '5.10',
  '5.11',
] as const;
export type TermsClause = (typeof TERMS_CLAUSES)[number];
export const termsClauseKey = (clause: TermsClause) => `terms.clause.${clause.replace('.', '_')}` as const;

/** An advertiser may appeal within six months of a decision. */
export const APPEAL_MONTHS = 6;
export const APPEAL_TEXT_MAX = 2000;
export const APPEAL_REASON_MAX = 2000;

export const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const decisionAppeal = z.object({
  id: z.number().int(),
  status: z.enum(APPEAL_STATUSES),
  text: z.string(),
  /** The operator's reasons for the outcome. */
  reason: z.string().nullable(),
  created_at: isoDate,
  decided_at: nullableDate,
});
export type DecisionAppeal = z.infer<typeof decisionAppeal>;

export const decision = z.object({
  id: z.number().int(),
  /** Human reference the advertiser can quote, e.g. "VD-000042". */
  reference: z.string(),
  restriction: z.enum(DECISION_RESTRICTIONS),
  /** What the restriction covers, in the reader's language ("The whole advert", "One photo"). */
  scope: z.string(),
  /** What was found, in the reader's language. */
  facts: z.string(),
  automated_detection: z.boolean(),
  automated_decision: z.boolean(),
  ground: z.enum(DECISION_GROUNDS),
  clause: z.string(),
  /** The clause quoted, in the reader's language. */
  clause_text: z.string(),
  /** The routes to contest it, in the reader's language: the appeal here, an out-of-court body, the courts. */
  redress: z.array(z.string()),
  /** Null for a decision that lifts a restriction (there is nothing to appeal). */
  appeal_until: nullableDate,
  created_at: isoDate,
  appeal: decisionAppeal.nullable(),
});
export type Decision = z.infer<typeof decision>;

export const accountDecisionsResponse = envelope(z.object({ decisions: z.array(decision) }));
export type AccountDecisionsData = z.infer<typeof accountDecisionsResponse>['data'];

export const appealRequest = z.object({
  text: z
    .string({ message: 'decisions.appeal_text_required' })
    .trim()
    .min(1, 'decisions.appeal_text_required')
    .max(APPEAL_TEXT_MAX, 'decisions.appeal_text_too_long'),
});
export type AppealRequest = z.input<typeof appealRequest>;
export const appealResponse = recordAnswer('decision', decision);

export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
export const appealDecideRequest = z.object({
  outcome: z.enum(APPEAL_OUTCOMES, { message: 'decisions.outcome_required' }),
  reason: z
    .string({ message: 'decisions.reason_required' })
    .trim()
    .min(1, 'decisions.reason_required')
    .max(APPEAL_REASON_MAX, 'decisions.reason_too_long'),
});
export type AppealDecideRequest = z.input<typeof appealDecideRequest>;

/** An appeal as the operators see it: the advert, the decision appealed (in the operator's language) and who made it. */
export const adminAppeal = decisionAppeal.extend({
  advert: z.object({ ...accountNameplate }),
  decision: decision.omit({ appeal: true }),
  /** The operator who made the decision; null when automated means alone made it. */
  decided_by: z.number().int().nullable(),
  answered_by: z.number().int().nullable(),
});
export type AdminAppeal = z.infer<typeof adminAppeal>;
export const adminAppealsQuery = pageQuery();
export const adminAppealsResponse = pageAnswer('appeals', adminAppeal);
export const adminAppealResponse = recordAnswer('appeal', adminAppeal);

export const decisionReference = (id: number) => `VD-${String(id).padStart(6, '0')}`;
