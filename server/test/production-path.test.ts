import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_PACKAGE_ID } from '@velvet/contract';
import { seedDatabase } from '../src/seed/seed.ts';
import { postCode, postLogin, postRegistration, registrationFiles, registrationForm } from './requests.ts';
import { buildTestApp, readCode, type TestContext } from './helpers.ts';
import { decideLocal, startPayment, capture } from './payments-helpers.ts';

/**
 * What a fresh production database must do before anybody touches it: with SEED_DEMO=0 only the migrations
 * have run, and a new advertiser can still register, verify, pay the welcome package, sign in and be found.
 * On PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ SEED_DEMO: '0' });
  // What main.ts does at every start.
  await seedDatabase(ctx.deps, { demo: ctx.deps.config.seedDemo, log: () => {} });
});
afterAll(() => ctx.close());

describe('a fresh database without demo data', () => {
  it('has no adverts but offers the interests and the welcome package to newcomers', async () => {
    expect(ctx.deps.config.seedDemo).toBe(false);
    const list = await ctx.app.inject({ url: '/api/escort/search?page=1' });
    expect(list.json().data.pagination.total).toBe(0);

    for (const [lang, massage] of [
      ['en', 'Sensual massage'],
      ['da', 'Sensuel massage'],
    ] as const) {
      const res = await ctx.app.inject({ url: '/api/auth/interests', headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(200);
      const names = (res.json().data.interests as { name: string }[]).map((i) => i.name);
      expect(names.length).toBeGreaterThanOrEqual(12);
      expect(names).toContain(massage);
    }
  });

  it('takes a new advertiser from registration to a visible advert', async () => {
    const list = (await ctx.app.inject({ url: '/api/auth/interests' })).json().data.interests as {
      id: number;
    }[];
    const ids = list.slice(0, 2).map((i) => i.id);

    // Register with photos and two of the default interests; the code arrives by email.
    const form = registrationForm({ name: 'Nadia', user_interests: JSON.stringify(ids), zip_code: '8000' });
    const registered = await postRegistration(ctx.app, form, await registrationFiles());
    expect(registered.statusCode, registered.body).toBe(201);
    const code = await readCode(ctx.app, form.email);

    const verified = await postCode(ctx.app, form.email, code);
    expect(verified.statusCode, verified.body).toBe(200);
    const headers = { authorization: `Bearer ${verified.json().data.token as string}` };

    // Not listed before the welcome package is paid.
    const before = await ctx.app.inject({ url: '/api/escort/search?page=1' });
    expect(before.json().data.pagination.total).toBe(0);

    // The welcome package through the local checkout: approve, return, capture.
    const { orderId, redirectUrl } = await startPayment(ctx.app, headers, { registration: true });
    expect(redirectUrl).toContain(`/dev/checkout/${orderId}`);
    const checkoutPage = await ctx.app.inject({ url: `/dev/checkout/${orderId}` });
    expect(checkoutPage.body).toContain('Welcome Package');
    expect(checkoutPage.body).toContain('€1.00');
    const approved = await decideLocal(ctx.app, orderId, 'approve');
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(back.searchParams.get('success')).toBe('true');
    const captured = await capture(
      ctx.app,
      headers,
      { token: back.searchParams.get('token'), package_id: WELCOME_PACKAGE_ID },
      'capture-registration-payment',
    );
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().data).toMatchObject({
      package_id: WELCOME_PACKAGE_ID,
      amount: 1,
      currency: 'EUR',
    });

    // Sign in with the password chosen at registration.
    const login = await postLogin(ctx.app, form.email, form.password);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data).toMatchObject({ email: form.email, role: 'advertiser' });

    // Found by visitors, with the Validated badge of the welcome period.
    const found = await ctx.app.inject({ url: '/api/escort/search?page=1&zip_code=8000' });
    expect(found.statusCode).toBe(200);
    const escorts = found.json().data.escorts as {
      name: string;
      user_package: { package_id: number; status: string } | null;
    }[];
    expect(escorts.map((e) => [e.name, e.user_package?.package_id, e.user_package?.status])).toEqual([
      ['Nadia', WELCOME_PACKAGE_ID, 'active'],
    ]);
  });
});
