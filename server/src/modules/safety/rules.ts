import { decodeHTML } from 'entities';
import {
  type SafetyFlag,
  type SafetyRule,
  type SafetyRuleKind,
  type SafetyRuleUpdate,
  type safetyRuleInput,
} from '@velvet/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { audited, writeAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { foldText } from '../../lib/text.ts';
import type { Tx } from '../../lib/transaction.ts';
import { normalisePhone } from './phones.ts';
import * as repo from './repo.ts';
import * as rulesRepo from './rules-repo.ts';
import { CLAUSE_OF, FACT_OF, decideOpenFlag } from './service.ts';
import { recordDecision } from '../decisions/index.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'mediaSigner' | 'mailer'>;
type Actor = { id: number };

// ─── Matching ──────────────────────────────────────────────────────────────────

/** Folded for matching: case, accents and the two spellings of æ, ø, å ("døgnåben", "doegnaaben") are one. */
const fold = (text: string) => foldText(text.normalize('NFC').replace(/[’‘`´]/g, "'"), 'danish');

const WORD_CHAR = '[\\p{L}\\p{N}]';
const BETWEEN_WORDS = '[^\\p{L}\\p{N}]+';
const compiled = new Map<string, RegExp>();

/**
 * A phrase as a pattern over folded text: whole words only (no letter or digit either side, so "teen" is not
 * found in "eighteen" or "canteen"), its words apart by any spaces or punctuation ("barely-legal").
 */
function phrasePattern(phrase: string): RegExp {
  let pattern = compiled.get(phrase);
  if (!pattern) {
    const words = fold(phrase)
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = new RegExp(`(?<!${WORD_CHAR})${words.join(BETWEEN_WORDS)}(?!${WORD_CHAR})`, 'u');
    // The rules are few; a map that outgrew them (phrases edited many times over) starts again.
    if (compiled.size > 5000) compiled.clear();
    compiled.set(phrase, pattern);
  }
  return pattern;
}

/** The advert's own words as plain text: its about text is HTML, its other fields are one line each. */
export function advertText(fields: (string | null | undefined)[]): string {
  return fold(
    fields
      .filter(Boolean)
      .map((f) => decodeHTML(f!.replace(/<[^>]*>/g, ' ')))
      .join('\n'),
  );
}

/** The phrases of `rules` found in `text` (from advertText), each once, in the rules' order. */
export function matchingPhrases(rules: { phrase: string }[], text: string): string[] {
  const found = new Set<string>();
  for (const rule of rules) if (phrasePattern(rule.phrase).test(text)) found.add(rule.phrase);
  return [...found];
}

// ─── The hook of the advert's own writes ───────────────────────────────────────

/**
 * In the transaction that saves an advert (registration, profile update), after its rows are written:
 * - its own texts are matched against the enabled trafficking-indicator rules; phrases found put it in the
 *   safety queue (`trafficking_indicators`, with the phrases). The advert stays as public as it was: only an
 *   operator holds it. Neither the public nor the advertiser is told.
 * - its phone number is kept in E.164; the same number on another account puts the number in the queue
 *   (`shared_phone`, one finding per number listing its accounts, see screenPhone), also without holding.
 * What an operator already cleared (the same phrase on this advert, the same number with the same accounts)
 * is not raised again.
 */
export async function screenAdvertDetails(tx: Tx, advertiserId: number): Promise<void> {
  const advert = await rulesRepo.advertDetails(tx, advertiserId);
  if (!advert) return;
  await screenTexts(tx, advertiserId, [
    advert.name,
    advert.about,
    advert.burst,
    advert.eyeColor,
    advert.hairColor,
  ]);
  await screenPhone(tx, { id: advertiserId, createdAt: advert.createdAt }, advert);
}

async function screenTexts(tx: Tx, advertiserId: number, fields: string[]) {
  const found = matchingPhrases(await rulesRepo.enabledRules(tx), advertText(fields));
  if (found.length === 0) return;
  const cleared = new Set(
    (await rulesRepo.clearedFindings(tx, advertiserId, 'trafficking_indicators')).flatMap((f) => f.phrases),
  );
  const phrases = found.filter((p) => !cleared.has(p));
  if (phrases.length === 0) return;
  await repo.openFlag(tx, { advertiserId, reason: 'trafficking_indicators', phrases, holds: false });
  await rulesRepo.addOpenPhrases(tx, advertiserId, phrases);
}

/**
 * One open `shared_phone` finding per number, naming every account found with it: the first two to share
 * it open it (the newer is the advert it is about, the older the other account), and each account that
 * takes the number later is added to its list, so a number shared by many accounts is one item of the
 * queue, not one per pair. Once an operator cleared it, the number is raised again only when an account
 * that finding did not name takes it.
 */
async function screenPhone(
  tx: Tx,
  advert: { id: number; createdAt: Date },
  phone: { phoneNumber: string; phoneCode: string; phoneCountryCode: string },
) {
  const number = normalisePhone(phone.phoneNumber, phone.phoneCode, phone.phoneCountryCode);
  await rulesRepo.savePhone(tx, advert.id, number);
  if (number === null) return;
  const others = await rulesRepo.accountsWithPhone(tx, number, advert.id);
  if (others.length === 0) return;
  if (await rulesRepo.addToOpenPhoneFinding(tx, number, advert.id)) return;
  const accounts = [...others, advert].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  );
  const cleared = new Set(await rulesRepo.clearedPhoneAccounts(tx, number));
  const unseen = accounts.filter((a) => !cleared.has(a.id));
  if (unseen.length === 0) return;
  await repo.openFlag(tx, {
    advertiserId: unseen.at(-1)!.id,
    reason: 'shared_phone',
    otherAdvertiserId: accounts[0]!.id,
    phone: number,
    accounts: accounts.map((a) => a.id),
    holds: false,
  });
  // Another save with the same number opened it first (the one-per-number key): join that one.
  await rulesRepo.addToOpenPhoneFinding(tx, number, advert.id);
}

/** Keeps the numbers of adverts written in bulk (the demo catalogue), as a save would: later adverts are compared with them. */
export async function recordPhoneNumbers(
  tx: Tx,
  adverts: { advertiserId: number; phoneNumber?: string; phoneCode?: string; phoneCountryCode?: string }[],
): Promise<void> {
  await rulesRepo.insertPhones(
    tx,
    adverts.flatMap((a) => {
      const number = normalisePhone(a.phoneNumber ?? '', a.phoneCode ?? '', a.phoneCountryCode ?? '');
      return number === null ? [] : [{ advertiserId: a.advertiserId, number }];
    }),
  );
}

// ─── The operators ─────────────────────────────────────────────────────────────

const ruleOut = (row: rulesRepo.RuleRow): SafetyRule => ({
  id: row.id,
  kind: row.kind,
  language: row.language,
  phrase: row.phrase,
  enabled: row.enabled,
  updated_at: row.updatedAt.toISOString(),
});

export async function listRules(
  deps: Pick<AppDeps, 'database'>,
  query: { page: number; kind?: SafetyRuleKind },
) {
  const { rows, pagination } = await rulesRepo.listRules(deps.database.db, query.page, query.kind);
  return { rules: rows.map(ruleOut), pagination };
}

async function refuseTakenPhrase(tx: Tx, language: string, phrase: string, exceptId?: number) {
  if (await rulesRepo.ruleWithPhrase(tx, language, phrase, exceptId))
    throw new AppError('safety.rule_exists', 409, { errors: { phrase: ['safety.rule_exists'] } });
}

const ruleTarget = (action: string, id: number | null) =>
  ({ action, targetType: 'safety_rule', targetId: id }) as const;

/** A new rule; adverts saved from now on are matched against it. Audited. */
export async function createRule(
  deps: Pick<AppDeps, 'database'>,
  actor: Actor,
  input: z.output<typeof safetyRuleInput>,
): Promise<SafetyRule> {
  const done = await audited(deps.database.db, actor, ruleTarget('safety.rule_create', null), async (tx) => {
    await refuseTakenPhrase(tx, input.language, input.phrase);
    const row = await rulesRepo.insertRule(tx, { ...input, updatedBy: actor.id });
    return { before: null, after: ruleOut(row), targetId: row.id };
  });
  return done.after;
}

/** Edits a rule (its phrase, language, kind, or whether it is matched at all). Audited with before and after. */
export async function updateRule(
  deps: Pick<AppDeps, 'database'>,
  actor: Actor,
  id: number,
  input: SafetyRuleUpdate,
): Promise<SafetyRule> {
  const done = await audited(deps.database.db, actor, ruleTarget('safety.rule_update', id), async (tx) => {
    const row = await rulesRepo.findRule(tx, id);
    if (!row) throw notFound();
    const language = input.language ?? row.language;
    const phrase = input.phrase ?? row.phrase;
    await refuseTakenPhrase(tx, language, phrase, id);
    const updated = await rulesRepo.updateRule(tx, id, {
      kind: input.kind ?? row.kind,
      language,
      phrase,
      enabled: input.enabled ?? row.enabled,
      updatedBy: actor.id,
    });
    return { before: ruleOut(row), after: ruleOut(updated) };
  });
  return done.after;
}

/** Deletes a rule; findings it raised keep their phrases. Audited with what it was. */
export async function deleteRule(deps: Pick<AppDeps, 'database'>, actor: Actor, id: number): Promise<void> {
  await audited(deps.database.db, actor, ruleTarget('safety.rule_delete', id), async (tx) => {
    const row = await rulesRepo.findRule(tx, id);
    if (!row) throw notFound();
    await rulesRepo.deleteRule(tx, id);
    return { before: ruleOut(row), after: null };
  });
}

/**
 * An operator holds the advert of a finding that did not hold it (trafficking indicators, a shared phone):
 * it leaves every public answer until the finding is cleared. Audited.
 */
export async function holdFlag(deps: Deps, actor: Actor, id: number): Promise<SafetyFlag> {
  return decideOpenFlag(deps, id, async (tx, flag) => {
    if (flag.holds) throw new AppError('safety.flag_already_holds', 409);
    await rulesRepo.markHolding(tx, id);
    await repo.holdAdvert(tx, flag.advertiserId);
    await recordDecision(deps, tx, {
      advertiserId: flag.advertiserId,
      restriction: 'advert_held',
      scope: 'advert',
      facts:
        flag.reason === 'trafficking_indicators'
          ? { kind: 'indicator_phrases', phrases: flag.phrases }
          : { kind: FACT_OF[flag.reason] },
      automatedDetection: true,
      decidedBy: actor.id,
      clause: CLAUSE_OF[flag.reason],
      noticeAt: flag.createdAt,
    });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'safety.held',
      targetType: 'advert',
      targetId: flag.advertiserId,
      before: { flag: flag.id, reason: flag.reason, holds: false },
      after: { holds: true, phrases: flag.phrases, phone: flag.phone },
    });
  });
}
