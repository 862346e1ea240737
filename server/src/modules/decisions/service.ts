import {
  ADMIN_PAGE_SIZE,
  APPEAL_MONTHS,
  decisionReference,
  intlLocale,
  LIFTING_RESTRICTIONS,
  termsClauseKey,
  translate,
  SUPPORT_EMAIL,
  type AdminAppeal,
  type AppealOutcome,
  type Decision,
  type DecisionAppeal,
  type DecisionGround,
  type DecisionRestriction,
  type DecisionScope,
  type Language,
  type SafetyReason,
  type TermsClause,
} from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import type { DecisionFacts } from '../../db/schema/decisions.ts';
import { appealOutcomeEmail, decisionEmail } from '../../emails/decision.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageInfo } from '../../lib/paginate.ts';
import type { Transaction, Tx } from '../../lib/transaction.ts';
import * as repo from './repo.ts';

/** What a statement needs: the outbox, and the site's address and moderation mode. */
type MailDeps = { mailer: AppDeps['mailer']; config: Pick<AppDeps['config'], 'publicUrl' | 'moderation'> };
type Deps = Pick<AppDeps, 'mailer' | 'config' | 'database'>;

/** A restriction or its lifting as the place that makes it describes it. */
export type NewDecision = {
  advertiserId: number;
  restriction: DecisionRestriction;
  scope: DecisionScope;
  facts: DecisionFacts & { mediaIds?: number[] };
  /** Found by automated means (a screen), not by a person or a report. */
  automatedDetection: boolean;
  /** The operator who decided; null = automated means decided alone. */
  decidedBy: number | null;
  clause: TermsClause;
  ground?: DecisionGround;
  /** When the finding or notice that led here arrived (defaults to now). */
  noticeAt?: Date | null;
};

/**
 * Records a statement of reasons in the transaction that makes the restriction (or lifts it), and writes
 * its email to the advertiser in the same transaction: she is told of every decision or of none. The
 * caller wakes the mailer after the commit.
 */
export async function recordDecision(deps: MailDeps, tx: Tx, input: NewDecision): Promise<repo.DecisionRow> {
  const { mediaIds, ...facts } = input.facts;
  if (mediaIds) facts.photos = await repo.photoNumbers(tx, input.advertiserId, mediaIds);
  const row = await repo.insertDecision(tx, {
    advertiserId: input.advertiserId,
    restriction: input.restriction,
    scope: input.scope,
    facts,
    automatedDetection: input.automatedDetection,
    automatedDecision: input.decidedBy === null,
    ground: input.ground ?? 'terms',
    clause: input.clause,
    decidedBy: input.decidedBy,
    noticeAt: input.noticeAt ?? null,
  });
  const to = await repo.recipientOf(tx, input.advertiserId);
  if (to) {
    await deps.mailer.enqueue(tx, {
      to: to.email,
      template: 'decision',
      lang: to.lang ?? 'da',
      ...decisionEmail({
        name: to.name,
        lang: to.lang,
        statement: (lang) => statement(lang, row),
        publicUrl: deps.config.publicUrl,
      }),
    });
  }
  return row;
}

/**
 * A hold was released where the restriction was made (an operator cleared a finding, approved a review):
 * a decision too, when the advert is in fact unheld now (something else may still hold it).
 */
export async function recordRelease(
  deps: MailDeps,
  tx: Tx,
  input: Omit<NewDecision, 'restriction' | 'scope'>,
): Promise<void> {
  if (!(await repo.isUnheld(tx, input.advertiserId))) return;
  await recordDecision(deps, tx, { ...input, restriction: 'advert_released', scope: 'advert' });
}

// ─── The statement as read ─────────────────────────────────────────────────────

const t = (lang: Language, key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);

const appealDeadline = (row: repo.DecisionRow): Date | null => {
  if (LIFTING_RESTRICTIONS.has(row.restriction)) return null;
  const until = new Date(row.createdAt);
  until.setMonth(until.getMonth() + APPEAL_MONTHS);
  return until;
};

function factsText(lang: Language, facts: DecisionFacts): string {
  return t(lang, `decisions.facts.${facts.kind}`, {
    photo: (facts.photos ?? []).join(', ') || '?',
    phrases: (facts.phrases ?? []).map((p) => `"${p}"`).join(', '),
    note: facts.note ?? '',
    reference: facts.reference ?? '',
  });
}

function clauseText(lang: Language, clause: string): string {
  return t(lang, termsClauseKey(clause as TermsClause), { support: SUPPORT_EMAIL });
}

/** The statement of reasons in one language, as the dashboard and the email show it. */
function statement(lang: Language, row: repo.DecisionRow): Omit<Decision, 'appeal'> {
  const until = appealDeadline(row);
  const day = (d: Date) =>
    d.toLocaleDateString(intlLocale(lang), { dateStyle: 'long', timeZone: 'Europe/Copenhagen' });
  return {
    id: row.id,
    reference: decisionReference(row.id),
    restriction: row.restriction,
    scope: t(lang, `decisions.scope.${row.scope}`),
    facts: factsText(lang, row.facts),
    automated_detection: row.automatedDetection,
    automated_decision: row.automatedDecision,
    ground: row.ground,
    clause: row.clause,
    clause_text: clauseText(lang, row.clause),
    redress: [
      ...(until ? [t(lang, 'decisions.redress.appeal', { until: day(until) })] : []),
      t(lang, 'decisions.redress.out_of_court'),
      t(lang, 'decisions.redress.courts'),
    ],
    appeal_until: until?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function appealOut(row: repo.AppealRow): DecisionAppeal {
  return {
    id: row.id,
    status: row.status,
    text: row.text,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

// ─── The advertiser ────────────────────────────────────────────────────────────

export async function accountDecisions(deps: Pick<AppDeps, 'database'>, accountId: number, lang: Language) {
  const rows = await repo.decisionsOf(deps.database.db, accountId);
  return {
    decisions: rows.map((r) => ({
      ...statement(lang, r.decision),
      appeal: r.appeal ? appealOut(r.appeal) : null,
    })),
  };
}

/** The advertiser contests one of her decisions: once, within six months, not a decision that lifts. */
export async function appeal(deps: Deps, accountId: number, id: number, text: string, lang: Language) {
  const { db } = deps.database;
  const { row, appeal } = await db.transaction(async (tx) => {
    const row = await repo.findDecision(tx, id, true);
    // Someone else's decision is as unknown as a missing one.
    if (!row || row.advertiserId !== accountId) throw notFound();
    const until = appealDeadline(row);
    if (!until) throw new AppError('decisions.not_appealable', 409);
    if (until.getTime() < Date.now()) throw new AppError('decisions.appeal_expired', 409);
    if (await repo.findAppealOf(tx, id)) throw new AppError('decisions.appeal_exists', 409);
    const appeal = await repo.insertAppeal(tx, id, text);
    await writeAudit(tx, {
      actorId: accountId,
      action: 'decision.appealed',
      targetType: 'decision',
      targetId: id,
      after: { appeal: appeal.id },
    });
    return { row, appeal };
  });
  return { decision: { ...statement(lang, row), appeal: appealOut(appeal) } };
}

// ─── The operators ─────────────────────────────────────────────────────────────

type AppealWithDecision = NonNullable<Awaited<ReturnType<typeof repo.appealWithDecision>>>;

function adminAppeal(lang: Language, row: AppealWithDecision): AdminAppeal {
  return {
    ...appealOut(row.appeal),
    advert: row.advert,
    decision: statement(lang, row.decision),
    decided_by: row.decision.decidedBy,
    answered_by: row.appeal.decidedBy,
  };
}

export async function listAppeals(deps: Pick<AppDeps, 'database'>, page: number, lang: Language) {
  const { rows, total } = await repo.listAppeals(deps.database.db, page);
  return {
    appeals: rows.map((r) => adminAppeal(lang, r)),
    pagination: pageInfo(page, ADMIN_PAGE_SIZE, total),
  };
}

/** The finding a screen's hold rests on, by what the statement says was found. */
const FINDING_OF: Partial<Record<DecisionFacts['kind'], SafetyReason>> = {
  copied_photo: 'duplicate_photo',
  indicator_phrases: 'trafficking_indicators',
  shared_phone: 'shared_phone',
};

/**
 * A reversal puts back what the decision took away, and is itself a decision the advertiser is told of.
 * A restriction of a kind an appeal cannot undo is refused (409): the operator upholds it and acts by hand.
 */
async function restore(
  deps: MailDeps,
  tx: Transaction,
  decision: repo.DecisionRow,
  operatorId: number,
  reason: string,
) {
  const lifted = {
    advertiserId: decision.advertiserId,
    facts: {
      kind: 'appeal_reversed',
      reference: decisionReference(decision.id),
      note: reason,
    } as DecisionFacts,
    automatedDetection: false,
    decidedBy: operatorId,
    clause: '5.9' as const,
    noticeAt: decision.createdAt,
  };
  if (decision.restriction === 'advert_held') {
    const finding = FINDING_OF[decision.facts.kind];
    if (finding) await repo.resolveOpenFindings(tx, decision.advertiserId, finding, operatorId);
    else await repo.approveReview(tx, decision.advertiserId);
    await repo.releaseHold(tx, decision.advertiserId, deps.config.moderation);
    await recordDecision(deps, tx, { ...lifted, restriction: 'advert_released', scope: 'advert' });
    return;
  }
  if (decision.restriction === 'advert_suspended') {
    await repo.liftSuspension(tx, decision.advertiserId);
    await recordDecision(deps, tx, { ...lifted, restriction: 'advert_restored', scope: 'advert' });
    return;
  }
  if (decision.restriction === 'media_hidden') {
    await repo.approveReview(tx, decision.advertiserId);
    await recordDecision(deps, tx, { ...lifted, restriction: 'media_restored', scope: decision.scope });
    return;
  }
  throw new AppError('decisions.cannot_restore', 409);
}

/**
 * An operator answers an appeal: upheld or reversed, with reasons, emailed to the advertiser. The operator
 * who made the decision may not (403); a decision automated means made alone is answered by any operator,
 * which is the person's review it is owed.
 */
export async function decideAppeal(
  deps: Deps,
  actor: { id: number },
  id: number,
  input: { outcome: AppealOutcome; reason: string },
  lang: Language,
) {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const appealRow = await repo.findAppeal(tx, id, true);
    if (!appealRow) throw notFound();
    const decision = (await repo.findDecision(tx, appealRow.decisionId, true))!;
    if (decision.decidedBy === actor.id) throw new AppError('decisions.own_decision', 403);
    if (appealRow.status !== 'open') throw new AppError('decisions.appeal_not_open', 409);
    await repo.answerAppeal(tx, id, { status: input.outcome, reason: input.reason, decidedBy: actor.id });
    if (input.outcome === 'reversed') await restore(deps, tx, decision, actor.id, input.reason);
    await writeAudit(tx, {
      actorId: actor.id,
      action: `decision.appeal_${input.outcome}`,
      targetType: 'decision',
      targetId: decision.id,
      before: { appeal: id, status: 'open' },
      after: { status: input.outcome, reason: input.reason },
    });
    const to = await repo.recipientOf(tx, decision.advertiserId);
    if (to) {
      await deps.mailer.enqueue(tx, {
        to: to.email,
        template: 'appeal-outcome',
        lang: to.lang ?? 'da',
        ...appealOutcomeEmail({
          name: to.name,
          lang: to.lang,
          reference: decisionReference(decision.id),
          outcome: input.outcome,
          reason: input.reason,
          publicUrl: deps.config.publicUrl,
        }),
      });
    }
  });
  deps.mailer.wake();
  return { appeal: adminAppeal(lang, (await repo.appealWithDecision(db, id))!) };
}
