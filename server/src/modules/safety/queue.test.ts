import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, QUEUE_REASONS, type SafetyFlag } from '@velvet/contract';
import { safetyFlags } from '../../db/schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { makeAdmin, makeAdvertiser } from '../../../test/factories.ts';
import { appForFile } from '../../../test/helpers.ts';
import { postProfileUpdate } from '../../../test/requests.ts';

const ctx = appForFile();
const db = () => ctx.deps.database.db;

async function operator() {
  const admin = await makeAdmin(db());
  return { authorization: `Bearer ${await issueToken(db(), admin.id)}` };
}

/** A public advert and its headers; `save` posts a profile update with `fields` and `files`. */
async function publicAdvert() {
  const now = Date.now();
  const account = await makeAdvertiser(db(), {
    featuredUntil: new Date(now + 5 * 86_400_000),
    packageUntil: new Date(now + 20 * 86_400_000),
  });
  const headers = { authorization: `Bearer ${await issueToken(db(), account.id)}` };
  return {
    account,
    headers,
    save: (fields: Record<string, string>, files: Parameters<typeof postProfileUpdate>[3] = []) =>
      postProfileUpdate(ctx.app, headers, fields, files),
  };
}

type QueuePage = {
  flags: SafetyFlag[];
  pagination: { total: number; total_pages: number };
  counts: { holding: number; by_reason: Record<string, number> };
};

async function queue(ops: Record<string, string>, page = 1): Promise<QueuePage> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/safety?page=${page}`, headers: ops });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const openPhoneFindings = (phone: string) =>
  db()
    .select()
    .from(safetyFlags)
    .where(
      and(
        eq(safetyFlags.reason, 'shared_phone'),
        eq(safetyFlags.phone, phone),
        isNull(safetyFlags.resolvedAt),
      ),
    );

describe('the safety queue cannot be flooded', () => {
  it('30 accounts sharing one number are one finding listing all of them, updated as they join', async () => {
    const ops = await operator();
    const before = (await queue(ops)).counts.by_reason.shared_phone!;
    const accounts = [];
    for (let i = 0; i < 30; i++) {
      const advert = await publicAdvert();
      const res = await advert.save({ phone_code: '+45', phone_number: '21 43 65 87' });
      expect(res.statusCode, res.body).toBe(200);
      accounts.push(advert.account);
    }
    const findings = await openPhoneFindings('+4521436587');
    expect(findings).toHaveLength(1);
    expect(findings[0]!.accounts).toEqual(accounts.map((a) => a.id));

    const page = await queue(ops);
    expect(page.counts.by_reason.shared_phone).toBe(before + 1);
    const item = page.flags.find((f) => f.phone === '+4521436587')!;
    expect(item).toMatchObject({
      reason: 'shared_phone',
      holds: false,
      advert: { id: accounts[1]!.id },
      other: { id: accounts[0]!.id },
    });
    expect(item.accounts.map((a) => a.id)).toEqual(accounts.map((a) => a.id));
    expect(item.accounts[29]).toMatchObject({ email: accounts[29]!.email, public: true });

    // Saving again adds nobody twice; an operator clears it, and only an account it did not name raises
    // the number again.
    const [first, second] = [await publicAdvert(), await publicAdvert()];
    await first.save({ phone_code: '+45', phone_number: '30303030' });
    await second.save({ phone_code: '+45', phone_number: '30303030' });
    await second.save({ phone_code: '+45', phone_number: '30 30 30 30' });
    const [pair] = await openPhoneFindings('+4530303030');
    expect(pair!.accounts).toEqual([first.account.id, second.account.id]);
    const cleared = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/safety/${pair!.id}/clear`,
      headers: ops,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    await second.save({ phone_code: '+45', phone_number: '30303030' });
    expect(await openPhoneFindings('+4530303030')).toEqual([]);
    const third = await publicAdvert();
    await third.save({ phone_code: '+45', phone_number: '30303030' });
    const [again] = await openPhoneFindings('+4530303030');
    expect(again).toMatchObject({ advertiserId: third.account.id, otherAdvertiserId: first.account.id });
    expect(again!.accounts).toEqual([first.account.id, second.account.id, third.account.id]);
    // Some 36 saves of an advert: minutes on a loaded machine.
  }, 600_000);

  it('findings that hide an advert come first, and the top of the queue counts the findings by reason', async () => {
    const ops = await operator();
    // More findings that hide nothing than a page holds, all older than the copied photo.
    const quiet = await Promise.all(Array.from({ length: ADMIN_PAGE_SIZE + 5 }, () => makeAdvertiser(db())));
    await db()
      .insert(safetyFlags)
      .values(
        quiet.map((a, i) => ({
          advertiserId: a.id,
          reason: i % 2 ? ('trafficking_indicators' as const) : ('shared_phone' as const),
          phrases: i % 2 ? ['my manager'] : [],
          phone: i % 2 ? null : `+45400000${String(i).padStart(2, '0')}`,
          holds: false,
          createdAt: new Date(Date.now() - 86_400_000),
        })),
      );
    const owner = await publicAdvert();
    const photo = await sharp({
      create: { width: 600, height: 800, channels: 3, background: { r: 40, g: 10, b: 30 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><circle cx="200" cy="300" r="150" fill="#e07a98"/><rect x="320" y="420" width="200" height="300" fill="#d4a64a"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    await owner.save({}, [{ name: 'main_image', data: photo, filename: 'a.jpg', type: 'image/jpeg' }]);
    const copier = await publicAdvert();
    const copy = await sharp(photo).flop().jpeg().toBuffer();
    await copier.save({}, [{ name: 'images[0]', data: copy, filename: 'b.jpg', type: 'image/jpeg' }]);

    const page = await queue(ops);
    expect(page.pagination.total).toBeGreaterThan(ADMIN_PAGE_SIZE);
    expect(page.flags[0]).toMatchObject({
      reason: 'duplicate_photo',
      holds: true,
      advert: { id: copier.account.id },
    });
    const open = await db().select().from(safetyFlags).where(isNull(safetyFlags.resolvedAt));
    expect(page.counts).toEqual({
      holding: open.filter((f) => f.holds).length,
      by_reason: {
        duplicate_photo: open.filter((f) => f.reason === 'duplicate_photo').length,
        shared_phone: open.filter((f) => f.reason === 'shared_phone').length,
        trafficking_indicators: open.filter((f) => f.reason === 'trafficking_indicators').length,
        age_check_failed: open.filter((f) => f.reason === 'age_check_failed').length,
      },
    });
    expect(page.counts.holding).toBeGreaterThanOrEqual(1);
    // Every item on every page names its reason.
    for (let n = 1; n <= page.pagination.total_pages; n++)
      for (const flag of (await queue(ops, n)).flags) expect(QUEUE_REASONS).toContain(flag.reason);
  });
});
