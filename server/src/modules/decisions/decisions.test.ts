import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { advertisers, decisions } from '../../db/schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { makeAdmin, makeAdvertiser } from '../../../test/factories.ts';
import { accountCalls, appForFile, readEmail } from '../../../test/helpers.ts';
import { everywhere, nowhere, publicViews } from '../../../test/public-views.ts';
import { webShell } from '../../../test/web-shell.ts';
import { postProfileUpdate, type FilePart } from '../../../test/requests.ts';

const ctx = appForFile({}, { webDist: webShell() });
const db = () => ctx.deps.database.db;
const decisionsCall = accountCalls(ctx, '/api/account/decisions');

/** A photo-like picture: the same `layout` is the same photo, whatever its encoding. */
function picture(layout: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
    <rect width="800" height="1000" fill="#1d2b55"/>
    <circle cx="${200 + ((layout * 137) % 400)}" cy="${300 + ((layout * 71) % 400)}" r="180" fill="#a0306a"/>
    <rect x="${(layout * 53) % 500}" y="${(layout * 97) % 700}" width="260" height="180" fill="#fff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
const jpeg = (name: string, data: Buffer): FilePart => ({
  name,
  data,
  filename: `${name}.jpg`,
  type: 'image/jpeg',
});

let cities = 0;
async function publicAdvert() {
  const city = `Decisionby ${++cities}`;
  const now = Date.now();
  const account = await makeAdvertiser(db(), {
    city,
    latitude: 55.9 - cities * 0.01,
    longitude: 12.59,
    featuredUntil: new Date(now + 5 * 86_400_000),
    packageUntil: new Date(now + 20 * 86_400_000),
  });
  const neighbour = await makeAdvertiser(db(), { city, latitude: 57.05, longitude: 9.92 });
  const headers = { authorization: `Bearer ${await issueToken(db(), account.id)}` };
  return {
    account,
    headers,
    views: () => publicViews(ctx.app, account, neighbour, city),
    upload: (files: FilePart[]) => postProfileUpdate(ctx.app, headers, {}, files, 'en'),
  };
}

async function operator() {
  const admin = await makeAdmin(db());
  return { id: admin.id, headers: { authorization: `Bearer ${await issueToken(db(), admin.id)}` } };
}

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** An advert held by the copied-photo screen: its second photo copies another advert's main photo. */
async function heldByCopiedPhoto(layout: number) {
  const original = await picture(layout);
  const owner = await publicAdvert();
  await owner.upload([jpeg('main_image', original)]);
  const copier = await publicAdvert();
  await copier.upload([jpeg('main_image', await picture(layout + 50)), jpeg('images', original)]);
  return { owner, copier };
}

describe('statements of reasons', () => {
  it('a hold by the copied-photo screen is a decision: listed in English and Danish, emailed in both, quoting clause 5.2', async () => {
    const { owner, copier } = await heldByCopiedPhoto(1);
    expect(await copier.views()).toEqual(nowhere);

    const en = await decisionsCall('GET', copier.headers);
    expect(en.statusCode).toBe(200);
    const [held] = en.json().data.decisions;
    expect(held).toMatchObject({
      reference: `VD-${String(held.id).padStart(6, '0')}`,
      restriction: 'advert_held',
      scope: 'The whole advert, on every page and list of the site',
      facts: expect.stringContaining('your photo no. 2 matches a photo another advertiser published earlier'),
      automated_detection: true,
      automated_decision: true,
      ground: 'terms',
      clause: '5.2',
      clause_text: expect.stringContaining('Copied-photo screen'),
      appeal: null,
    });
    expect(held.redress).toHaveLength(3);
    expect(held.redress[0]).toMatch(/^Appeal to us until /);
    const sixMonths = new Date(held.created_at);
    sixMonths.setMonth(sixMonths.getMonth() + 6);
    expect(held.appeal_until).toBe(sixMonths.toISOString());
    // Nothing of the other account reaches her.
    expect(JSON.stringify(held)).not.toContain(owner.account.name);

    const [da] = (await decisionsCall('GET', copier.headers, undefined, 'da')).json().data.decisions;
    expect(da.facts).toContain('dit foto nr. 2 svarer til et foto');
    expect(da.clause_text).toContain('Kontrol af kopierede fotos');

    const mail = await readEmail(ctx.app, copier.account.email);
    expect(mail?.subject).toBe(
      `Afgørelse ${held.reference}: Din annonce er holdt tilbage fra offentligheden / Decision ${held.reference}: Your advert is held back from the public`,
    );
    for (const line of [
      'Hvorfor: Vores kontrol af kopierede fotos',
      'Hvordan: Fundet med automatiske midler. Afgjort med automatiske midler, uden en person.',
      'Grundlag: punkt 5.2 i vores vilkår: "Kontrol af kopierede fotos:',
      'Why: Our copied-photo screen',
      'How: Found by automated means. Decided by automated means, without a person.',
      'Ground: clause 5.2 of our terms: "Copied-photo screen:',
      '• Take the matter to the Danish courts.',
    ])
      expect(mail?.text).toContain(line);
    // The advertiser who had the photo first is not restricted.
    expect((await decisionsCall('GET', owner.headers)).json().data.decisions).toEqual([]);
  });

  it('an appeal of an automated hold is answered by a person; a reversal makes the advert public again and is itself a decision', async () => {
    const { copier } = await heldByCopiedPhoto(2);
    const [held] = (await decisionsCall('GET', copier.headers)).json().data.decisions;

    const appealed = await decisionsCall(
      'POST',
      copier.headers,
      { text: 'These are my own photos.' },
      'en',
      `/${held.id}/appeal`,
    );
    expect(appealed.statusCode).toBe(201);
    expect(appealed.json().message).toBe(
      'Your appeal is sent. A moderator other than the one who decided will answer it.',
    );
    expect(appealed.json().data.decision.appeal).toMatchObject({
      status: 'open',
      text: 'These are my own photos.',
    });
    const again = await decisionsCall('POST', copier.headers, { text: 'Again' }, 'en', `/${held.id}/appeal`);
    expect(again.statusCode).toBe(409);

    const ops = await operator();
    const queue = (await inject('GET', '/api/admin/appeals', ops.headers)).json().data.appeals;
    const item = queue.find((a: { decision: { id: number } }) => a.decision.id === held.id);
    expect(item).toMatchObject({ status: 'open', decided_by: null, advert: { id: copier.account.id } });

    const answered = await inject('POST', `/api/admin/appeals/${item.id}/decide`, ops.headers, {
      outcome: 'reversed',
      reason: 'The photos are hers: the other advert copied them.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.appeal).toMatchObject({ status: 'reversed', answered_by: ops.id });
    expect(await copier.views()).toEqual(everywhere);

    const list = (await decisionsCall('GET', copier.headers)).json().data.decisions;
    expect(list[0]).toMatchObject({
      restriction: 'advert_released',
      automated_decision: false,
      clause: '5.9',
      appeal_until: null,
      facts: `Your appeal against decision ${held.reference} was accepted: The photos are hers: the other advert copied them.`,
    });
    expect(list[1].appeal).toMatchObject({ status: 'reversed' });
    const mail = await readEmail(ctx.app, copier.account.email);
    expect(mail?.text).toContain("The moderator's reasons: The photos are hers");

    // A decision that lifts a restriction restricts nothing.
    const lift = await decisionsCall('POST', copier.headers, { text: 'x' }, 'en', `/${list[0].id}/appeal`);
    expect(lift.statusCode).toBe(409);
    expect(lift.json().message).toBe('This decision restricts nothing, so there is nothing to appeal.');
    // And an answered appeal stays answered.
    const twice = await inject('POST', `/api/admin/appeals/${item.id}/decide`, ops.headers, {
      outcome: 'upheld',
      reason: 'No',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('the operator who suspended an advert cannot answer its appeal (403); another can, and a reversal lifts the suspension', async () => {
    const advert = await publicAdvert();
    const first = await operator();
    const second = await operator();
    const suspended = await inject('POST', `/api/admin/adverts/${advert.account.id}/suspend`, first.headers, {
      reason: 'Photos of someone else',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await advert.views()).toEqual(nowhere);
    const [decision] = (await decisionsCall('GET', advert.headers)).json().data.decisions;
    expect(decision).toMatchObject({
      restriction: 'advert_suspended',
      automated_detection: false,
      automated_decision: false,
      clause: '5.7',
      facts: 'A moderator decided this. The moderator wrote: Photos of someone else',
    });
    await decisionsCall('POST', advert.headers, { text: 'They are me.' }, 'en', `/${decision.id}/appeal`);
    const appealId = (await db().query.decisionAppeals.findFirst({
      where: (a, { eq: is }) => is(a.decisionId, decision.id),
    }))!.id;

    const own = await inject('POST', `/api/admin/appeals/${appealId}/decide`, first.headers, {
      outcome: 'reversed',
      reason: 'Mine to judge',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You made this decision: another moderator must answer the appeal.');

    const upheldByOther = await inject('POST', `/api/admin/appeals/${appealId}/decide`, second.headers, {
      outcome: 'reversed',
      reason: 'The selfie matches.',
    });
    expect(upheldByOther.statusCode).toBe(200);
    const [row] = await db().select().from(advertisers).where(eq(advertisers.id, advert.account.id));
    expect(row!.suspendedAt).toBeNull();
    expect(await advert.views()).toEqual(everywhere);
  });

  it("another account's decision is not found, a missing text is refused, and every call needs its rights", async () => {
    const { copier } = await heldByCopiedPhoto(3);
    const stranger = await publicAdvert();
    const [held] = (await decisionsCall('GET', copier.headers)).json().data.decisions;
    const foreign = await decisionsCall(
      'POST',
      stranger.headers,
      { text: 'Mine' },
      'en',
      `/${held.id}/appeal`,
    );
    expect(foreign.statusCode).toBe(404);
    const blank = await decisionsCall('POST', copier.headers, { text: '  ' }, 'da', `/${held.id}/appeal`);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.text).toEqual(['Fortæl os, hvorfor afgørelsen er forkert.']);

    expect((await decisionsCall('GET', {})).statusCode).toBe(401);
    expect((await decisionsCall('POST', {}, { text: 'x' }, 'en', `/${held.id}/appeal`)).statusCode).toBe(401);
    expect((await inject('GET', '/api/admin/appeals', copier.headers)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/appeals', {})).statusCode).toBe(401);
    const rows = await db().select().from(decisions).where(eq(decisions.advertiserId, stranger.account.id));
    expect(rows).toEqual([]);
  });

  it('an operator clearing a copied-photo finding lifts the hold, and says so in a decision', async () => {
    const { copier } = await heldByCopiedPhoto(4);
    const ops = await operator();
    const flags = (await inject('GET', '/api/admin/safety', ops.headers)).json().data.flags;
    for (const flag of flags.filter((f: { advert: { id: number } }) => f.advert.id === copier.account.id))
      expect((await inject('POST', `/api/admin/safety/${flag.id}/clear`, ops.headers)).statusCode).toBe(200);
    expect(await copier.views()).toEqual(everywhere);
    const [released] = (await decisionsCall('GET', copier.headers)).json().data.decisions;
    expect(released).toMatchObject({
      restriction: 'advert_released',
      automated_detection: true,
      automated_decision: false,
      clause: '5.2',
      facts: 'A moderator checked what was found and found nothing wrong.',
    });
  });
});
