import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { png } from './photos.ts';

export { expect };

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** The demo catalogue's advertisers all share this development-only password (see server/src/seed/seed.ts). */
export const DEMO_PASSWORD = 'velvet-demo-2026';
/** A photo the server takes as a real one, each call different: the journeys' uploads. */
export { png };
export const ADMIN = { email: 'admin@velvet.test', password: 'e2e-admin-password-1' };

const SCREENSHOTS = path.resolve(import.meta.dirname, 'output/screenshots');

export type MailMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  template: string;
  lang: string;
  status?: 'pending' | 'sent' | 'failed';
};

/**
 * Every email delivered to `to`, newest first, read from the dev outbox like a user reads their inbox
 * (the outbox worker delivers after the request: messages still queued are not in the inbox yet).
 */
export async function readEmails(request: APIRequestContext, to: string): Promise<MailMessage[]> {
  const res = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  const messages = ((await res.json()) as { data: { messages: MailMessage[] } }).data.messages;
  return messages.filter((m) => !m.status || m.status === 'sent');
}

/** Waits for an email to `to` (optionally of a template, named or matched) and returns the newest. */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  template?: string | RegExp,
): Promise<MailMessage> {
  const wanted = (name: string) =>
    template === undefined || (typeof template === 'string' ? name === template : template.test(name));
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readEmails(request, to)).find((m) => wanted(m.template));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * The five-digit one-time code in the newest code email to `to` (a sign-in from a new browser mails the
 * owner too, possibly after the code). `purpose` waits for that kind of code: a reset code asked for after
 * registering is not mailed yet when the registration's code already is, and that one is refused.
 */
export async function readCode(
  request: APIRequestContext,
  to: string,
  purpose?: 'verify' | 'reset',
): Promise<string> {
  const mail = await waitForEmail(request, to, purpose ? `otp-${purpose === 'verify' ? 0 : 1}` : /^otp-/);
  const code = /\b(\d{5})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the newest email to ${to}`);
  return code;
}

export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

/**
 * Someone about to register (nothing is sent yet): named `label` and a random word, with a unique email
 * (`emailPrefix`, the label in lower case unless given) and a password the policy takes.
 */
export function newAdvertiser(label: string, emailPrefix = label.toLowerCase()): Advertiser {
  return {
    name: `${label} ${Math.random().toString(36).slice(2, 7)}`,
    email: uniqueEmail(emailPrefix),
    password: `velvet-${label}-2026!`,
  };
}

/** Opens a page in a language, with the 18+ notice already accepted (tests of that notice opt out). */
export async function open(
  page: Page,
  url: string,
  lang: 'en' | 'da' = 'en',
  options: { ageConfirmed?: boolean; waitForHydration?: boolean } = {},
) {
  // What the language switch and the 18+ answer leave behind: cookies (read by the server, which renders the
  // page in that language and without the notice) and local storage (read by the app).
  const baseURL = base.info().project.use.baseURL ?? new URL(page.url()).origin;
  await page
    .context()
    .addCookies([
      { name: 'lang', value: lang, url: baseURL },
      ...((options.ageConfirmed ?? true) ? [{ name: 'age_ok', value: '1', url: baseURL }] : []),
    ]);
  await page.addInitScript(
    ([l, age]) => {
      if (!sessionStorage.getItem('__e2e_init')) {
        localStorage.setItem('lang', l);
        if (age) localStorage.setItem('ageConfirmed', '1');
        sessionStorage.setItem('__e2e_init', '1');
      }
    },
    [lang, options.ageConfirmed ?? true] as const,
  );
  await page.goto(url);
  // A page the server rendered listens only once React has hydrated it: act from then on, as a visitor
  // whose taps before that would do nothing (its forms are disabled until then). Journeys about the
  // first moments after load opt out.
  if (options.waitForHydration ?? true) {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }
}

/**
 * Signs in through the API and stores the session the way the login page does (the same local-storage keys).
 */
async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password, is_user: 0 } });
  const body = (await res.json()) as { status: boolean; message: string; data: Record<string, unknown> };
  if (!body.status) throw new Error(`login failed for ${email}: ${body.message}`);
  return body.data;
}

let operator: Promise<Record<string, unknown>> | undefined;

/**
 * The operator signs in once per worker and the journeys share that session: every sign-in counts toward
 * the account's limit (10 from one address in 15 minutes), as a person's would.
 */
export function operatorSession(request: APIRequestContext): Promise<Record<string, unknown>> {
  operator ??= login(request, ADMIN.email, ADMIN.password).catch((error: unknown) => {
    operator = undefined;
    throw error;
  });
  return operator;
}

export async function signInAs(page: Page, request: APIRequestContext, email: string, password: string) {
  const d =
    email === ADMIN.email && password === ADMIN.password
      ? await operatorSession(request)
      : await login(request, email, password);
  await page.addInitScript(
    (session) => {
      for (const [k, v] of Object.entries(session))
        if (v !== undefined && v !== null) localStorage.setItem(k, String(v));
    },
    {
      authToken: d.token,
      guid: d.guid,
      userId: d.id,
      name: d.name,
      email: d.email,
      featured: d.featured,
      role: d.role,
    },
  );
  return d;
}

/** Approves an order on the local payment provider's checkout page. */
export async function approveLocalCheckout(page: Page) {
  await page.waitForURL(/\/dev\/checkout\//);
  await page
    .locator('form[action$="/approve"] button, form[action$="/approve"] [type=submit]')
    .first()
    .click();
}

/**
 * From the code screen of a registered advertiser: the emailed code typed in, Proceed to Payment, and the
 * welcome package's 1 € confirmed. The provider's page (the local checkout or FlexPay) comes next.
 */
export async function payWelcomeFromCodeScreen(page: Page, request: APIRequestContext, email: string) {
  await open(page, `/otpscreen/${encodeURIComponent(email)}`);
  await enterCode(page, await readCode(request, email));
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your Welcome Package' })
    .getByRole('button', { name: 'Pay 1 €' })
    .click();
}

/** The page as it is now, once the network is quiet, has no axe violations of WCAG 2.1 A and AA. */
export async function expectNoAxeViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** Saves a screenshot under e2e/output/screenshots (kept as CI artifacts). */
export async function snap(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

export type Advertiser = { name: string; email: string; password: string };

/** A fresh advertiser whose advert is public: email verified, welcome package paid, signed in on `page`. */
export type SignedInAdvertiser = Advertiser & { id: number; guid: string; token: string };

/** Pays the welcome package the way the code screen does, approving on the local checkout page. */
async function payWelcomePackage(request: APIRequestContext, token: string, userId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const order = await request.post('/api/admin/paypal/create-registration-payment', {
    headers,
    data: { user_id: userId },
  });
  expect(order.ok(), await order.text()).toBeTruthy();
  const { redirect_url } = ((await order.json()) as { data: { redirect_url: string } }).data;
  const orderId = decodeURIComponent(new URL(redirect_url).pathname.split('/').at(-1)!);
  const approved = await request.post(`/dev/checkout/${encodeURIComponent(orderId)}/approve`, {
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  const captured = await request.post('/api/admin/paypal/capture-registration-payment', {
    headers,
    data: { token: orderId, user_id: userId },
  });
  expect(captured.ok(), await captured.text()).toBeTruthy();
}

/**
 * Makes a registered advertiser's advert public the way a person does: the code read from the mail
 * outbox, the welcome package paid on the local checkout. Answers the grant the code gave.
 */
export async function activateAdvertiser(request: APIRequestContext, who: Advertiser) {
  const otp = await readCode(request, who.email);
  const verified = await request.post('/api/auth/verify-otp', {
    data: { email: who.email, otp, type: 0, is_user: 0 },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  const grant = ((await verified.json()) as { data: { token: string; id: number } }).data;
  await payWelcomePackage(request, grant.token, grant.id);
  return grant;
}

/**
 * A fresh advertiser with a public advert, registered through the API, activated (activateAdvertiser)
 * and signed in on `page`. Tests get their own account, so they may change it freely; it is deleted
 * afterwards.
 */
async function createAdvertiser(page: Page, request: APIRequestContext): Promise<SignedInAdvertiser> {
  const who = newAdvertiser('Fixture');
  await registerAdvertiser(request, who);
  await activateAdvertiser(request, who);
  const session = await signInAs(page, request, who.email, who.password);
  return { ...who, id: Number(session.id), guid: String(session.guid), token: String(session.token) };
}

export const test = base.extend<{
  /** A fresh advertiser with a public advert, signed in on `page`; deleted with its advert afterwards. */
  advertiser: SignedInAdvertiser;
  /** The operator, signed in on `page` (one sign-in per worker, see operatorSession). */
  operator: { token: string; id: number };
}>({
  // Every journey (and every retry) arrives from an address of its own, as separate visitors do: the
  // server runs behind one trusted proxy hop here (TRUST_PROXY=1 in server.mjs), so its per-address limits
  // (20 registrations in 10 minutes, sign-in and code limits) hold within a journey without one journey's
  // sign-ups using up the next one's. 198.18.0.0/15 is reserved for tests; nothing routes to it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = crc32(Buffer.from(`${testInfo.testId}:${testInfo.retry}`)) % 65_534;
    const address = `198.${18 + (n >> 15)}.${(n >> 8) & 0x7f}.${n & 0xff || 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  // A page the server rendered listens once React has hydrated it (its forms are disabled until then):
  // every navigation of a journey on this site waits for that, as a visitor's next tap would.
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const started = async <T>(response: T) => {
      if (baseURL && page.url().startsWith(new URL(baseURL).origin))
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      return response;
    };
    page.goto = async (...args) => started(await goto(...args));
    page.reload = async (...args) => started(await reload(...args));
    await use(page);
  },
  advertiser: async ({ page, request }, use) => {
    const advertiser = await createAdvertiser(page, request);
    await use(advertiser);
    const deleted = await request.delete('/api/account', {
      headers: { authorization: `Bearer ${advertiser.token}` },
      data: { current_password: advertiser.password },
    });
    expect(deleted.ok(), await deleted.text()).toBeTruthy();
  },
  operator: async ({ page, request }, use) => {
    const session = await signInAs(page, request, ADMIN.email, ADMIN.password);
    await use({ token: String(session.token), id: Number(session.id) });
  },
});

/**
 * Registers through the API (the registration form has its own journey in accounts.spec.ts): an advert in
 * Odense unless `fields` say otherwise.
 */
export async function registerAdvertiser(
  request: APIRequestContext,
  who: Advertiser,
  fields: Record<string, string> = {},
) {
  const photo = (name: string, seed: number) => ({
    name,
    mimeType: 'image/png',
    buffer: png(320, 240, seed),
  });
  const res = await request.post('/api/auth/register', {
    multipart: {
      name: who.name,
      email: who.email,
      password: who.password,
      confirmPassword: who.password,
      phone_code: '+45',
      // A number of its own: one number on two accounts puts the newer advert in the safety queue.
      phone_number: `2${String(randomInt(10_000_000)).padStart(7, '0')}`,
      phone_country_code: 'dk',
      zip_code: '5000',
      address: 'Vestergade 1',
      city: 'Odense C',
      state: 'DK-83',
      country: 'Denmark',
      latitude: '55.4',
      longitude: '10.39',
      age: '33',
      height: '172',
      weight: '61',
      burst: '80C',
      about: '<p>Calm and discreet.</p>',
      eye_color: 'Brown',
      hair_color: 'Black',
      sex: 'Woman',
      is_user: '0',
      user_interests: '[]',
      consent_adult: 'true',
      consent_independent: 'true',
      consent_terms: 'true',
      ...fields,
      main_image: photo('main.png', 1),
      'images[0]': photo('one.png', 2),
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * A fresh advertiser with a public advert, made through the API: registered (an advert in Odense unless
 * `fields` say otherwise, see registerAdvertiser) and activated; with the session the code gave and the
 * advert's guid. Not signed in on any page.
 */
export async function publicAdvertiser(
  request: APIRequestContext,
  label: string,
  { fields = {}, emailPrefix }: { fields?: Record<string, string>; emailPrefix?: string } = {},
): Promise<SignedInAdvertiser> {
  const who = newAdvertiser(label, emailPrefix);
  await registerAdvertiser(request, who, fields);
  const grant = await activateAdvertiser(request, who);
  const user = await request.get(`/api/escort/get-user-id/${grant.id}`, {
    headers: { authorization: `Bearer ${grant.token}` },
  });
  expect(user.ok(), await user.text()).toBeTruthy();
  const { guid } = ((await user.json()) as { data: { user: { guid: string } } }).data.user;
  return { ...who, id: grant.id, guid, token: grant.token };
}

/**
 * Fills the registration form's required fields the way a person types them (a Copenhagen ZIP, which
 * fills the country from the postcode list); photos, consents and the optional fields are left to the caller.
 */
export async function fillRequiredRegistrationFields(page: Page, who: Advertiser) {
  await page.getByLabel('Name', { exact: true }).fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone number', { exact: true }).fill('12 34 56 78');
  await page.getByLabel('Zip Code', { exact: true }).fill('2100');
  await expect(page.getByLabel('Country', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Age', { exact: true }).fill('29');
  await page.getByLabel('Hair Color', { exact: true }).fill('Brown');
  await page.getByLabel('Height (CM)', { exact: true }).fill('170');
  await page.getByLabel('Bust', { exact: true }).fill('75C');
  await page.getByLabel('Eye Color', { exact: true }).fill('Green');
  await page.getByLabel('Sex', { exact: true }).selectOption('Woman');
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(who.password);
}

/** Ticks the registration form's three consents. */
export async function acceptRegistrationConsents(page: Page) {
  await page.getByLabel('I confirm that I am at least 18 years old.', { exact: true }).check();
  await page.getByLabel(/I confirm that I advertise independently/).check();
  await page.getByLabel(/I have read and accept the/).check();
}

/** Types a five-digit code into the code form's boxes. */
export async function enterCode(page: Page, code: string) {
  const digits = page.getByRole('group', { name: /Enter the code sent to/ }).getByRole('textbox');
  await expect(digits).toHaveCount(5);
  for (let i = 0; i < 5; i++) await digits.nth(i).pressSequentially(code[i]!);
}
