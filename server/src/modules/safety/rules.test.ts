import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAFETY_RULE_KINDS, translate, type SafetyFlag } from '@velvet/contract';
import { advertiserPhones, advertisers, auditLog, safetyFlags, safetyRules } from '../../db/schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { makeAdmin, makeAdvertiser } from '../../../test/factories.ts';
import { appForFile } from '../../../test/helpers.ts';
import {
  postProfileUpdate,
  postRegistration,
  registrationFiles,
  registrationForm,
} from '../../../test/requests.ts';
import { advertText, matchingPhrases } from './rules.ts';

const ctx = appForFile();

const enabledRules = () =>
  ctx.db.select().from(safetyRules).where(eq(safetyRules.enabled, true)).orderBy(safetyRules.id);

/** What the rules find in `text`, with the kinds of the rules that found it. */
async function found(text: string) {
  const rules = await enabledRules();
  const phrases = matchingPhrases(rules, advertText([text]));
  return { phrases, kinds: new Set(rules.filter((r) => phrases.includes(r.phrase)).map((r) => r.kind)) };
}

/** A public advert (package paid, featured) and the headers it signs in with. */
async function publicAdvert(overrides: Partial<typeof advertisers.$inferInsert> = {}) {
  const now = Date.now();
  const account = await makeAdvertiser(ctx.db, {
    featuredUntil: new Date(now + 5 * 86_400_000),
    packageUntil: new Date(now + 20 * 86_400_000),
    ...overrides,
  });
  const headers = { authorization: `Bearer ${await issueToken(ctx.db, account.id)}` };
  return {
    account,
    headers,
    save: (fields: Record<string, string>, lang = 'en') =>
      postProfileUpdate(ctx.app, headers, fields, [], lang),
    /** Whether the public detail answers and the newest-first list names it. */
    isPublic: async () => {
      const detail = await ctx.app.inject({ method: 'GET', url: `/api/escort/getById/${account.guid}` });
      const list = await ctx.app.inject({ method: 'GET', url: '/api/escort/normal?page_size=100' });
      return detail.statusCode === 200 && list.body.includes(account.guid);
    },
  };
}

async function operator() {
  const admin = await makeAdmin(ctx.db);
  return { authorization: `Bearer ${await issueToken(ctx.db, admin.id)}` };
}

const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

const flagsOf = (advertiserId: number, reason: SafetyFlag['reason']) =>
  ctx.db
    .select()
    .from(safetyFlags)
    .where(and(eq(safetyFlags.advertiserId, advertiserId), eq(safetyFlags.reason, reason)))
    .orderBy(safetyFlags.id);

async function queueItems(ops: Record<string, string>) {
  const res = await call('GET', '/api/admin/safety', ops);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.flags as SafetyFlag[];
}

describe('trafficking indicators: the rules', () => {
  it('each kind finds its phrases in English and in Danish, whatever the case, spelling of æøå or punctuation', async () => {
    const samples: Record<(typeof SAFETY_RULE_KINDS)[number], [string, string, string][]> = {
      third_party_control: [
        ['en', 'Please call my manager for bookings.', 'call my manager'],
        ['da', 'Ring til min veninde, hun svarer altid.', 'ring til min veninde'],
      ],
      no_own_language: [
        ['en', 'Sweet and shy, NO ENGLISH.', 'no english'],
        ['da', 'Jeg taler ikke dansk, kun via tolk.', 'taler ikke dansk'],
      ],
      moved_by_others: [
        ['en', 'We are moved every week, call now.', 'we are moved'],
        ['da', 'Vi bliver flyttet hver uge.', 'vi bliver flyttet'],
      ],
      age_hinting: [
        ['en', 'Barely-legal beauty, a real schoolgirl look.', 'barely legal'],
        ['da', 'Sød skolepige, lige fyldt 18.', 'skolepige'],
      ],
      always_available: [
        ['en', 'Available 24/7 for you.', '24/7'],
        ['da', 'DØGNÅBEN hele ugen.', 'døgnåben'],
      ],
      several_people: [
        ['en', 'New girls every week!', 'new girls every week'],
        ['da', 'Mange piger at vælge imellem.', 'mange piger'],
      ],
    };
    const rules = await enabledRules();
    for (const kind of SAFETY_RULE_KINDS) {
      for (const [language, text, phrase] of samples[kind]) {
        // The phrase is one of the seeded rules of that kind and language.
        expect(rules.find((r) => r.phrase === phrase)).toMatchObject({ kind, language });
        const { phrases, kinds } = await found(text);
        expect(phrases, text).toContain(phrase);
        expect(kinds, text).toContain(kind);
      }
    }
    // Danish letters in their two-letter spellings, and an about text's HTML.
    expect((await found('Doegnaaben og altid klar')).phrases).toEqual(
      expect.arrayContaining(['døgnåben', 'altid klar']),
    );
    expect((await found('<p>Only <strong>teen</strong>&nbsp;fun</p>')).phrases).toContain('teen');
  });

  it('matches whole words only: "teen" is not found in eighteen or canteen', async () => {
    expect((await found('Eighteen years in the canteen business, a teenage dream')).phrases).toEqual([]);
  });

  it.each([
    'New in town! I am touring alone this month: Aarhus until Friday, then Odense. Independent and discreet.',
    'Just arrived in Copenhagen for a short tour on my own. Book me while I am here.',
    'Ny i byen! Jeg turnerer alene og er i Odense hele ugen. Selvstændig og diskret.',
    'Kun på besøg i Aalborg i weekenden, på egen hånd.',
  ])('finds nothing in being new in town or touring alone (not an indicator): %s', async (text) => {
    expect((await found(text)).phrases, text).toEqual([]);
  });
});

describe('trafficking indicators: the safety queue', () => {
  it('a match queues the advert with the phrases; it stays public until an operator holds it, and the advertiser is never told', async () => {
    const ops = await operator();
    const advert = await publicAdvert();
    expect(await advert.isPublic()).toBe(true);
    const saved = await advert.save({
      about: '<p>Sweet teen, available 24/7. My manager answers the phone.</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toMatch(/trafficking|safety|queue/i);

    const [flag] = await flagsOf(advert.account.id, 'trafficking_indicators');
    expect(flag).toMatchObject({ holds: false, resolvedAt: null });
    expect([...flag!.phrases].sort()).toEqual(['24/7', 'my manager', 'teen']);
    // Post-moderation: still public.
    expect(await advert.isPublic()).toBe(true);

    const item = (await queueItems(ops)).find((f) => f.id === flag!.id);
    expect(item).toMatchObject({
      reason: 'trafficking_indicators',
      holds: false,
      advert: { id: advert.account.id, public: true },
      other: null,
    });
    expect([...item!.phrases].sort()).toEqual(['24/7', 'my manager', 'teen']);

    // The advertiser's own API says nothing of it.
    const safety = await call('GET', '/api/account/safety', advert.headers);
    expect(safety.json().data).toEqual({ photos_checking: false });
    const own = await call('GET', `/api/escort/get-user-id/${advert.account.id}`, advert.headers);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toMatch(/trafficking|my manager"|phrases|safety/i);
    expect((await call('GET', '/api/admin/safety', advert.headers)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/safety/${flag!.id}/hold`, advert.headers)).statusCode).toBe(403);

    // Saving again with the same text adds no second finding.
    await advert.save({ name: 'Renamed' });
    expect(await flagsOf(advert.account.id, 'trafficking_indicators')).toHaveLength(1);
    // A new phrase while it waits joins the same finding.
    await advert.save({ name: 'No English' });
    const [joined, ...none] = await flagsOf(advert.account.id, 'trafficking_indicators');
    expect(none).toEqual([]);
    expect([...joined!.phrases].sort()).toEqual(['24/7', 'my manager', 'no english', 'teen']);

    await advert.save({ name: 'Renamed' });
    // The operator holds it: hidden everywhere until cleared; both audited.
    for (const lang of ['en', 'da'] as const) {
      if (lang === 'da') {
        const again = await call('POST', `/api/admin/safety/${flag!.id}/hold`, {
          ...ops,
          'accept-language': 'da',
        });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(translate('da', 'safety.flag_already_holds'));
        continue;
      }
      const held = await call('POST', `/api/admin/safety/${flag!.id}/hold`, ops);
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json().message).toBe(translate('en', 'safety.flag_held'));
      expect(held.json().data.flag).toMatchObject({ holds: true, advert: { public: false } });
    }
    expect(await advert.isPublic()).toBe(false);
    expect((await call('GET', '/api/account/safety', advert.headers)).json().data).toEqual({
      photos_checking: false,
    });
    const cleared = await call('POST', `/api/admin/safety/${flag!.id}/clear`, ops);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await advert.isPublic()).toBe(true);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(advert.account.id)), like(auditLog.action, 'safety.%')));
    expect(audit.map((a) => a.action)).toEqual(['safety.held', 'safety.cleared']);

    // What the operator cleared is not raised again by the same words; a new phrase is.
    await advert.save({ about: '<p>Sweet teen, available 24/7. My manager answers the phone.</p>' });
    expect(await flagsOf(advert.account.id, 'trafficking_indicators')).toHaveLength(1);
    await advert.save({ about: '<p>Sweet teen, available 24/7. No Danish.</p>' });
    const flags = await flagsOf(advert.account.id, 'trafficking_indicators');
    expect(flags).toHaveLength(2);
    expect(flags[1]).toMatchObject({ phrases: ['no danish'], resolvedAt: null });
  });

  it('screens a registration too (Danish text)', async () => {
    const form = registrationForm({ about: '<p>Ung pige, døgnet rundt. Ring til min veninde.</p>' });
    const res = await postRegistration(ctx.app, form, await registrationFiles(), 'da');
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(advertisers)
      .where(eq(advertisers.email, form.email as string));
    const [flag] = await flagsOf(row!.id, 'trafficking_indicators');
    expect([...flag!.phrases].sort()).toEqual(['døgnet rundt', 'ring til min veninde', 'ung pige']);
    expect(res.body).not.toMatch(/trafficking|døgnet rundt/);
  });
});

describe('trafficking indicators: operators edit the rules', () => {
  it('adds, edits, disables and deletes a rule; each change changes the matching and is audited', async () => {
    const ops = await operator();
    const text = { about: '<p>Ask for the velvet rope special.</p>' };
    const before = await publicAdvert();
    await before.save(text);
    expect(await flagsOf(before.account.id, 'trafficking_indicators')).toEqual([]);

    const created = await call('POST', '/api/admin/safety/rules', ops, {
      kind: 'third_party_control',
      language: 'en',
      phrase: '  Velvet   rope special ',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(translate('en', 'safety.rule_created'));
    const rule = created.json().data.rule as { id: number; phrase: string; enabled: boolean };
    expect(rule).toMatchObject({ phrase: 'Velvet rope special', enabled: true });
    // Listed last of its kind, a page at a time.
    const first = await call('GET', '/api/admin/safety/rules?kind=third_party_control', ops);
    const { total_pages: pages, page_size: size } = first.json().data.pagination;
    expect(first.json().data.rules).toHaveLength(size);
    const last = await call('GET', `/api/admin/safety/rules?kind=third_party_control&page=${pages}`, ops);
    expect(last.json().data.rules.at(-1)).toMatchObject({ id: rule.id, kind: 'third_party_control' });

    const matched = await publicAdvert();
    await matched.save(text);
    expect((await flagsOf(matched.account.id, 'trafficking_indicators'))[0]?.phrases).toEqual([
      'Velvet rope special',
    ]);

    const disabled = await call('PATCH', `/api/admin/safety/rules/${rule.id}`, ops, { enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const off = await publicAdvert();
    await off.save(text);
    expect(await flagsOf(off.account.id, 'trafficking_indicators')).toEqual([]);

    const edited = await call('PATCH', `/api/admin/safety/rules/${rule.id}`, ops, {
      enabled: true,
      phrase: 'rope special',
      language: 'da',
    });
    expect(edited.json().data.rule).toMatchObject({ phrase: 'rope special', language: 'da', enabled: true });
    await off.save({ name: 'Saved again' });
    expect((await flagsOf(off.account.id, 'trafficking_indicators'))[0]?.phrases).toEqual(['rope special']);

    const deleted = await call('DELETE', `/api/admin/safety/rules/${rule.id}`, ops);
    expect(deleted.statusCode).toBe(200);
    const gone = await publicAdvert();
    await gone.save(text);
    expect(await flagsOf(gone.account.id, 'trafficking_indicators')).toEqual([]);
    expect((await call('DELETE', `/api/admin/safety/rules/${rule.id}`, ops)).statusCode).toBe(404);

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'safety_rule'), eq(auditLog.targetId, String(rule.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'safety.rule_create',
      'safety.rule_update',
      'safety.rule_update',
      'safety.rule_delete',
    ]);
    expect(audit[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    expect(audit[2]).toMatchObject({
      before: { phrase: 'Velvet rope special', language: 'en' },
      after: { phrase: 'rope special', language: 'da' },
    });
    expect(audit[3]).toMatchObject({ before: { phrase: 'rope special' }, after: null });
  });

  it('refuses an empty, too long, wordless or duplicate phrase with its reason in English and Danish', async () => {
    const ops = await operator();
    const [existing] = await enabledRules();
    const cases: [object, number, string][] = [
      [{ phrase: '   ' }, 422, 'safety.rule_phrase_required'],
      [{ phrase: 'x'.repeat(81) }, 422, 'safety.rule_phrase_too_long'],
      [{ phrase: '!!! ...' }, 422, 'safety.rule_phrase_no_word'],
      [{ phrase: existing!.phrase.toUpperCase(), language: existing!.language }, 409, 'safety.rule_exists'],
      [{ kind: 'fun' }, 422, 'safety.rule_kind_invalid'],
    ];
    for (const [change, status, key] of cases) {
      for (const lang of ['en', 'da'] as const) {
        const res = await call(
          'POST',
          '/api/admin/safety/rules',
          { ...ops, 'accept-language': lang },
          { kind: 'age_hinting', language: 'en', phrase: 'a fresh phrase', ...change },
        );
        expect(res.statusCode, JSON.stringify(change)).toBe(status);
        const field = 'kind' in change ? 'kind' : 'phrase';
        expect(res.json().errors[field], res.body).toEqual([translate(lang, key)]);
      }
    }
    // Editing another rule into a phrase that exists is refused too.
    const [, second] = await enabledRules();
    const clash = await call('PATCH', `/api/admin/safety/rules/${second!.id}`, ops, {
      phrase: existing!.phrase,
      language: existing!.language,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.phrase).toEqual([translate('en', 'safety.rule_exists')]);
    const rejected = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'safety_rule'), eq(auditLog.targetId, String(second!.id))));
    expect(rejected).toEqual([]);
  });
});

describe('shared phone numbers', () => {
  it('the same number in other formats puts the newer advert in the queue, naming both accounts', async () => {
    const ops = await operator();
    const first = await publicAdvert();
    const second = await publicAdvert();
    const third = await publicAdvert();
    expect((await first.save({ phone_code: '+45', phone_number: '+45 12 34 56 78' })).statusCode).toBe(200);
    expect(await flagsOf(first.account.id, 'shared_phone')).toEqual([]);
    expect((await second.save({ phone_code: '+45', phone_number: '12345678' })).statusCode).toBe(200);
    expect((await third.save({ phone_code: '+45', phone_number: '0045 1234 5678' })).statusCode).toBe(200);

    // One finding for the number: about the newer of the first two, naming every account that has it.
    expect(await flagsOf(second.account.id, 'shared_phone')).toEqual([
      expect.objectContaining({
        otherAdvertiserId: first.account.id,
        phone: '+4512345678',
        holds: false,
        accounts: [first.account.id, second.account.id, third.account.id],
      }),
    ]);
    expect(await flagsOf(third.account.id, 'shared_phone')).toEqual([]);
    expect(await flagsOf(first.account.id, 'shared_phone')).toEqual([]);
    // Saving the oldest again queues nothing more; nobody is hidden.
    await first.save({ name: 'First again' });
    expect(await flagsOf(first.account.id, 'shared_phone')).toEqual([]);
    expect(await flagsOf(second.account.id, 'shared_phone')).toHaveLength(1);
    expect(await second.isPublic()).toBe(true);

    const item = (await queueItems(ops)).find(
      (f) => f.reason === 'shared_phone' && f.advert.id === second.account.id,
    );
    expect(item).toMatchObject({
      phone: '+4512345678',
      holds: false,
      advert: { id: second.account.id, email: second.account.email },
      other: { id: first.account.id, email: first.account.email },
    });
    // The advertiser's own API says nothing of the other account.
    const own = await call('GET', `/api/escort/get-user-id/${second.account.id}`, second.headers);
    expect(own.body).not.toContain(first.account.email);
    expect(own.body).not.toMatch(/shared_phone|safety/);
    expect((await call('GET', '/api/account/safety', second.headers)).json().data).toEqual({
      photos_checking: false,
    });

    // Cleared by an operator: saving the same number again raises nothing.
    expect((await call('POST', `/api/admin/safety/${item!.id}/clear`, ops)).statusCode).toBe(200);
    await second.save({ phone_number: '12 34 56 78' });
    expect(await flagsOf(second.account.id, 'shared_phone')).toHaveLength(1);
  });

  it('an older account taking a newer one’s number queues the newer one; numbers of other countries compare with their code', async () => {
    const older = await publicAdvert();
    const newer = await publicAdvert({ createdAt: new Date(Date.now() + 60_000) });
    await newer.save({ phone_code: '+46', phone_country_code: 'se', phone_number: '070 123 45 67' });
    await older.save({ phone_code: '+45', phone_number: '+46 70 123 45 67' });
    expect(await flagsOf(older.account.id, 'shared_phone')).toEqual([]);
    expect(await flagsOf(newer.account.id, 'shared_phone')).toEqual([
      expect.objectContaining({ otherAdvertiserId: older.account.id, phone: '+46701234567' }),
    ]);
    // The same digits under another country's code are another number.
    const dane = await publicAdvert();
    await dane.save({ phone_code: '+45', phone_country_code: 'dk', phone_number: '70 12 34 56' });
    const swede = await publicAdvert();
    await swede.save({ phone_code: '+46', phone_country_code: 'se', phone_number: '70 12 34 56' });
    expect(await flagsOf(swede.account.id, 'shared_phone')).toEqual([]);
  });

  it('finds the number through its index, not by reading every advert', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select advertiser_id from ${advertiserPhones} where number = '+4512345678' and advertiser_id <> 1`,
      );
    });
    expect(JSON.stringify(plan)).toContain('advertiser_phones_number_idx');
  });
});
