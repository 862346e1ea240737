import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { advertisers } from '../../db/schema.ts';
import { advertSearchDocument, searchDocument } from '../../lib/text.ts';
import { appForFile } from '../../../test/helpers.ts';
import { makePackage, makePackagePeriod, makeSignedIn } from '../../../test/factories.ts';
import {
  freshIp,
  multipart,
  postRegistration,
  registrationFiles,
  registrationForm,
} from '../../../test/requests.ts';

/**
 * Where an advertiser lives or works is theirs to publish: every public answer shows postcode and town
 * (with the district the postcode names) unless "Show my street address" is on. The owner still sees
 * and exports the street.
 */
const ctx = appForFile();
type Signed = Awaited<ReturnType<typeof makeSignedIn>>;
let hidden: Signed, shown: Signed;

beforeAll(async () => {
  const pkg = await makePackage(ctx.db);
  hidden = await makeSignedIn(ctx.db, {
    name: 'Hidden Street',
    zipCode: '2100',
    address: 'Østerbrogade 12',
    city: 'København',
    featuredUntil: new Date(Date.now() + 86_400_000),
  });
  shown = await makeSignedIn(ctx.db, {
    name: 'Shown Street',
    zipCode: '8000',
    address: 'Vestergade 3',
    city: 'Aarhus C',
    showStreetAddress: true,
  });
  await makePackagePeriod(ctx.db, hidden.account.id, pkg.id);
  await makePackagePeriod(ctx.db, shown.account.id, pkg.id);
});

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe('public location', () => {
  it('a new column defaults to area only', async () => {
    const [row] = await ctx.db
      .select({ show: advertisers.showStreetAddress })
      .from(advertisers)
      .where(eq(advertisers.id, hidden.account.id));
    expect(row!.show).toBe(false);
  });

  it('the migration takes existing streets out of the search text, folded as the server folds', async () => {
    const old = await makeSignedIn(ctx.db, {
      zipCode: '8200',
      address: 'Nørrebrogade 2',
      city: 'Århus N',
      searchText: searchDocument('Århus N', 'Nørrebrogade 2', '8200'),
    });
    const migration = readFileSync(
      new URL('../../../drizzle/0008_street_privacy_booking_time.sql', import.meta.url),
      'utf8',
    );
    const rebuild = migration.split('--> statement-breakpoint')[1]!;
    await ctx.db.execute(sql.raw(rebuild));
    const [row] = await ctx.db
      .select({ text: advertisers.searchText })
      .from(advertisers)
      .where(eq(advertisers.id, old.account.id));
    expect(row!.text).toBe(
      advertSearchDocument({
        city: 'Århus N',
        address: 'Nørrebrogade 2',
        zipCode: '8200',
        showStreetAddress: false,
      }),
    );
    expect(row!.text).toBe('aarhus n 8200 | arhus n 8200');
  });

  it('every public list and the detail page show postcode and district, never a hidden street', async () => {
    const bodies = await Promise.all([
      get('/api/escort/all?latitude=55.7&longitude=12.57&page=1'),
      get('/api/escort/search?page=1'),
      get('/api/escort/normal?page=1'),
      get('/api/escort/featured'),
      get(`/api/escort/getById/${hidden.account.guid}`),
      get(`/api/escort/getRelated/${shown.account.guid}`),
      get(`/api/escort/get-user-package/${hidden.account.id}`),
    ]);
    for (const body of bodies) expect(body).not.toContain('Østerbrogade');
    const detail = JSON.parse(bodies[4]!) as { data: { escort: { address: string } } };
    // The postcode list names the district; the advertiser typed only "København".
    expect(detail.data.escort.address).toBe('2100 København Ø');
    const cards = (JSON.parse(bodies[2]!) as { data: { escorts: { guid: string; address: string }[] } }).data
      .escorts;
    expect(cards.find((c) => c.guid === hidden.account.guid)?.address).toBe('2100 København Ø');
  });

  it('an advertiser who switched the street on shows it with the area', async () => {
    const detail = JSON.parse(await get(`/api/escort/getById/${shown.account.guid}`)) as {
      data: { escort: { address: string } };
    };
    expect(detail.data.escort.address).toBe('Vestergade 3, 8000 Aarhus C');
  });

  it('a hidden street cannot be found through the address or zip filter', async () => {
    for (const q of ['address=%C3%B8sterbrogade', 'address=oesterbrogade']) {
      const body = JSON.parse(await get(`/api/escort/search?${q}`)) as { data: { escorts: unknown[] } };
      expect(body.data.escorts, q).toHaveLength(0);
    }
    const shownHit = JSON.parse(await get('/api/escort/search?address=vestergade')) as {
      data: { escorts: { guid: string }[] };
    };
    expect(shownHit.data.escorts.map((e) => e.guid)).toEqual([shown.account.guid]);
  });

  it('the owner still sees and exports the street', async () => {
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/escort/get-user-id/${hidden.account.id}`,
      headers: hidden.headers,
    });
    expect(own.json().data.user).toMatchObject({ address: 'Østerbrogade 12', show_street_address: false });
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: hidden.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Østerbrogade 12');
  });

  it('the owner switches the street on and off on the dashboard', async () => {
    const owner = await makeSignedIn(ctx.db, { zipCode: '5000', address: 'Kongensgade 7', city: 'Odense C' });
    const set = async (value: string) => {
      const body = await multipart({ show_street_address: value });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/escort/update-profile',
        remoteAddress: freshIp(),
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (
        JSON.parse(await get(`/api/escort/getById/${owner.account.guid}`)) as {
          data: { escort: { address: string } };
        }
      ).data.escort.address;
    };
    expect(await set('true')).toBe('Kongensgade 7, 5000 Odense C');
    const found = JSON.parse(await get('/api/escort/search?address=kongensgade')) as {
      data: { escorts: { guid: string }[] };
    };
    expect(found.data.escorts.map((e) => e.guid)).toContain(owner.account.guid);
    expect(await set('false')).toBe('5000 Odense C');
    const gone = JSON.parse(await get('/api/escort/search?address=kongensgade')) as {
      data: { escorts: unknown[] };
    };
    expect(gone.data.escorts).toHaveLength(0);
  });

  it('registration keeps the street private unless the box is ticked', async () => {
    const files = await registrationFiles();
    const off = registrationForm();
    const on = registrationForm({ show_street_address: 'true' });
    for (const form of [off, on]) {
      const res = await postRegistration(ctx.app, form, files);
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = await ctx.db
      .select({ email: advertisers.email, show: advertisers.showStreetAddress })
      .from(advertisers)
      .where(eq(advertisers.address, 'Østerbrogade 10'));
    const byEmail = new Map(rows.map((r) => [r.email, r.show]));
    expect(byEmail.get(off.email)).toBe(false);
    expect(byEmail.get(on.email)).toBe(true);
  });
});
