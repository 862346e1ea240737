import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  ADMIN,
  approveLocalCheckout,
  DESKTOP,
  expect,
  newAdvertiser,
  open,
  operatorSession,
  payWelcomeFromCodeScreen,
  PHONE,
  png,
  registerAdvertiser,
  snap,
  test,
  waitForEmail,
} from '../fixtures';
import { PRE_MODERATION_URL } from '../playwright.config';

// Trust journeys: photo verification (a selfie holding a one-time word, approved by an operator, then the
// "Verified photos" badge and filter), and review before publishing on the MODERATION=pre server.

type Session = { token: string; id: number; guid: string; name: string; email: string; role: string };

async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password, is_user: 0 } });
  const body = (await res.json()) as { status: boolean; message: string; data: Session };
  if (!body.status) throw new Error(`login failed for ${email}: ${body.message}`);
  return body.data;
}

/** Stores a session in the page's browser as the sign-in page does. */
async function useSession(page: Page, d: Session) {
  await page.addInitScript(
    (s) => {
      for (const [k, v] of Object.entries(s))
        if (v !== undefined && v !== null) localStorage.setItem(k, String(v));
    },
    { authToken: d.token, guid: d.guid, userId: d.id, name: d.name, email: d.email, role: d.role },
  );
}

/**
 * A new advertiser, registered, verified by the emailed code and with the welcome package paid on the
 * local checkout: public on a post-moderation server, held on a pre-moderation one. Done in its own
 * English browser context so the journey's page keeps its language.
 */
async function activeAdvertiser(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
) {
  const who = newAdvertiser(prefix);
  await registerAdvertiser(request, who);
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  await payWelcomeFromCodeScreen(page, request, who.email);
  await approveLocalCheckout(page);
  await page.waitForURL(/\/otpscreen\/.*success=true.*token=/);
  await expect(page.getByText('Payment successful').first()).toBeVisible();
  await context.close();
  return { who, session: await login(request, who.email, who.password) };
}

/** An operator's action on a queue card: the button, the same button in the dialog that asks, then `done`. */
async function confirmOnCard(card: Locator, action: string, done: string) {
  const page = card.page();
  await card.getByRole('button', { name: action }).click();
  await page.getByRole('dialog').getByRole('button', { name: action }).click();
  await expect(page.getByText(done)).toBeVisible();
}

/** What the advertiser is emailed of an operator's decision: one subject in both languages, and the text in each. */
const DECISION_EMAILS = {
  'photos-verified': {
    subject: 'Dine billeder er verificerede / Your photos are verified',
    da: 'Verificerede billeder',
    en: 'Verified photos',
  },
  'review-approved': {
    subject: 'Din annonce er godkendt / Your advert is approved',
    da: 'En moderator har godkendt din annonce',
    en: 'An operator has approved your advert',
  },
};

/** The advertiser's email of `template`, as DECISION_EMAILS says it. */
async function expectBilingualEmail(
  request: APIRequestContext,
  to: string,
  template: keyof typeof DECISION_EMAILS,
) {
  const expected = DECISION_EMAILS[template];
  const mail = await waitForEmail(request, to, template);
  expect(mail.subject).toBe(expected.subject);
  expect(mail.text).toContain(expected.da);
  expect(mail.text).toContain(expected.en);
}

async function deleteAccount(request: APIRequestContext, session: Session, password: string) {
  const res = await request.delete('/api/account', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { current_password: password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

const SCREENSHOTS = path.resolve(import.meta.dirname, '../output/screenshots');
/** Screenshots show the screen itself: no passing notification over it, no sticky navbar over a part's top. */
const NO_TOASTS = '[data-sonner-toaster] { display: none !important; }';
const NO_STICKY_NAVBAR = `header.sticky { visibility: hidden !important; } ${NO_TOASTS}`;

/**
 * The same screen in both languages, on a phone and on a desktop. `element`: only `target` (a dashboard
 * section, a card; a string is the first element of that test id), centred so the sticky navbar does not
 * cover it; `page`: the whole page but the footer; `viewport`: the first screenful, as a visitor meets a
 * detail page.
 */
async function snapEverywhere(
  page: Page,
  name: string,
  target: string | ((page: Page) => Locator),
  mode: 'element' | 'page' | 'viewport' = 'element',
) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const start = await page.evaluate(() => localStorage.getItem('lang') ?? 'en');
  for (const lang of ['en', 'da'] as const)
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      const element = typeof target === 'string' ? page.getByTestId(target).first() : target(page);
      await expect(element).toBeVisible();
      const file = path.join(SCREENSHOTS, `${name}-${device}-${lang}.png`);
      if (mode === 'element') {
        await element.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await element.screenshot({ path: file, style: NO_STICKY_NAVBAR });
      } else {
        await page.evaluate(() => window.scrollTo(0, 0));
        // A whole page without the site's footer: what the screen is about, from the navbar down.
        const style = mode === 'page' ? `footer { display: none !important; } ${NO_TOASTS}` : NO_TOASTS;
        await page.screenshot({ path: file, fullPage: mode === 'page', style });
      }
    }
  await page.evaluate((l) => localStorage.setItem('lang', l), start);
  await page.setViewportSize(DESKTOP);
  await page.reload();
}

const TEXT = {
  en: {
    verifiedPhotos: 'Verified photos',
    askWord: 'Ask for photo verification',
    photoLabel: 'Photo holding the word',
    send: 'Send photo',
    pending: 'Waiting for review: an operator will compare your photo',
    selfieAlt: 'Your verification photo',
    queueTitle: 'Photo verification',
    selfieOf: (name: string) => `Verification selfie of ${name}`,
    photoOf: (name: string) => `Photo 1 of ${name}`,
    markVerified: 'Mark photos verified',
    verifiedDone: 'The photos are marked as verified and the advertiser has been emailed.',
    waiting: 'Waiting for review',
    notShown: 'Your advert is not shown to visitors',
    aboutPre: 'Every advert is reviewed by our operators before it is published',
    hidden: 'Hidden',
    approve: 'Approve',
    approvedDone: 'The advert is approved and the advertiser has been emailed.',
  },
  da: {
    verifiedPhotos: 'Verificerede billeder',
    askWord: 'Anmod om billedverificering',
    photoLabel: 'Billede med ordet',
    send: 'Send billede',
    pending: 'Venter på gennemsyn: en moderator sammenligner snart dit billede',
    selfieAlt: 'Dit verificeringsbillede',
    queueTitle: 'Billedverificering',
    selfieOf: (name: string) => `Verificeringsbillede af ${name}`,
    photoOf: (name: string) => `Billede 1 af ${name}`,
    markVerified: 'Marker billeder som verificerede',
    verifiedDone: 'Billederne er markeret som verificerede, og annoncøren har fået en e-mail.',
    waiting: 'Venter på gennemsyn',
    notShown: 'Din annonce vises ikke for besøgende',
    aboutPre: 'gennemses af vores moderatorer, før den offentliggøres',
    hidden: 'Skjult',
    approve: 'Godkend',
    approvedDone: 'Annoncen er godkendt, og annoncøren har fået en e-mail.',
  },
} as const;

// Each journey in English on a desktop and in Danish on a phone; the screenshots of every screen in both
// languages and sizes are taken once, in the English run.
const RUNS = [
  { lang: 'en', size: DESKTOP, device: 'desktop', screenshots: true },
  { lang: 'da', size: PHONE, device: 'phone', screenshots: false },
] as const;

for (const { lang, size, device, screenshots } of RUNS) {
  const t = TEXT[lang];

  test.describe(`verified photos (${lang}, ${device})`, () => {
    test.use({ viewport: size });

    test('verification request → operator approval → badge on card and detail, and the filter', async ({
      page,
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const { who, session } = await activeAdvertiser(browser, request, baseURL!, 'Vera');
      try {
        await useSession(page, session);
        await open(page, '/dashboard', lang);
        const panel = page.getByTestId('verification-panel');
        await expect(panel.getByRole('heading', { name: t.verifiedPhotos })).toBeVisible();
        await panel.getByRole('button', { name: t.askWord }).click();
        const word = (await panel.getByTestId('verification-word').textContent())!.trim();
        expect(word).toMatch(/^[a-z]{3,8}$/);
        await panel.scrollIntoViewIfNeeded();
        if (screenshots) await snapEverywhere(page, 'trust-verification-word', 'verification-panel');
        await expect(panel.getByTestId('verification-word')).toHaveText(word);
        await panel.getByLabel(t.photoLabel).setInputFiles({
          name: 'selfie.png',
          mimeType: 'image/png',
          buffer: png(480, 640, 7),
        });
        await panel.getByRole('button', { name: t.send }).click();
        await expect(panel.getByText(t.pending)).toBeVisible();
        // The selfie is shown to its owner through a signed link; without the signature it is not served.
        const selfie = panel.getByRole('img', { name: t.selfieAlt });
        await expect(selfie).toBeVisible();
        const src = (await selfie.getAttribute('src'))!;
        expect(src).toMatch(/\?exp=\d+&sig=/);
        expect((await request.get(src.split('?')[0]!)).status()).toBe(404);

        // The operator sees the selfie beside the advert's photos, with the word to look for.
        const ops = await browser.newContext({ baseURL: baseURL!, viewport: size });
        const opsPage = await ops.newPage();
        await useSession(opsPage, (await operatorSession(request)) as unknown as Session);
        await open(opsPage, '/admin/verifications', lang);
        await expect(opsPage.getByRole('heading', { name: t.queueTitle })).toBeVisible();
        const card = opsPage.getByRole('listitem').filter({ hasText: who.name });
        await expect(card.getByTestId('verification-word')).toHaveText(word);
        await expect(card.getByRole('img', { name: t.selfieOf(who.name) })).toBeVisible();
        await expect(card.getByRole('img', { name: t.photoOf(who.name) })).toBeVisible();
        if (screenshots)
          await snapEverywhere(opsPage, 'trust-verification-queue', 'verification-word', 'page');
        await confirmOnCard(card, t.markVerified, t.verifiedDone);
        await ops.close();
        await expectBilingualEmail(request, who.email, 'photos-verified');

        // The home filter: only adverts with verified photos, this one with its badge.
        await open(page, '/', lang);
        const filter = page.getByRole('checkbox', { name: t.verifiedPhotos });
        await filter.click();
        await expect(page).toHaveURL(/verified=1/);
        await expect(filter).toBeChecked();
        const results = page.locator('#search');
        const mine = results.getByRole('article').filter({ hasText: who.name });
        await expect(mine).toBeVisible();
        await expect(mine.getByTestId('verified-photos-badge')).toHaveText(t.verifiedPhotos);
        const cards = results.getByRole('article');
        for (let i = 0; i < (await cards.count()); i++)
          await expect(cards.nth(i).getByTestId('verified-photos-badge')).toBeVisible();
        if (screenshots)
          await snapEverywhere(page, 'trust-badge-card', (p) =>
            p.locator('#search').getByRole('article').filter({ hasText: who.name }),
          );

        await mine.getByRole('link', { name: who.name }).click();
        await page.waitForURL(/\/details\?guid=/);
        await expect(page.getByRole('heading', { name: who.name, level: 1 })).toBeVisible();
        await expect(page.getByTestId('verified-photos-badge').first()).toHaveText(t.verifiedPhotos);
        if (screenshots)
          await snapEverywhere(page, 'trust-badge-detail', 'verified-photos-badge', 'viewport');
      } finally {
        await deleteAccount(request, session, who.password);
      }
    });
  });

  test.describe(`review before publishing (${lang}, ${device})`, () => {
    test.use({ viewport: size, baseURL: PRE_MODERATION_URL });

    test('pre-moderation: a paid advert waits for review, hidden everywhere, until an operator approves it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(240_000);
      const request = await playwrightRequest.newContext({ baseURL: PRE_MODERATION_URL });
      const { who, session } = await activeAdvertiser(browser, request, PRE_MODERATION_URL, 'Held');
      try {
        await useSession(page, session);
        await open(page, '/dashboard', lang);
        const status = page.getByTestId('review-status');
        await expect(status).toContainText(t.waiting);
        await expect(status).toContainText(t.notShown);
        await status.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        mkdirSync(SCREENSHOTS, { recursive: true });
        await status.screenshot({
          path: path.join(SCREENSHOTS, `trust-review-waiting-${device}-${lang}.png`),
          style: NO_STICKY_NAVBAR,
        });

        // Hidden from every public answer, the detail page and the sitemap.
        expect((await request.get(`/api/escort/getById/${session.guid}`)).status()).toBe(404);
        expect(await (await request.get('/api/escort/normal?page_size=100')).text()).not.toContain(
          session.guid,
        );
        expect(await (await request.get('/sitemap.xml')).text()).not.toContain(session.guid);
        await open(page, '/about', lang);
        await expect(page.getByTestId('moderation-note')).toContainText(t.aboutPre);

        // The operator approves it in the review queue.
        const operator = await login(request, ADMIN.email, ADMIN.password);
        const ops = await browser.newContext({ baseURL: PRE_MODERATION_URL, viewport: size });
        const opsPage = await ops.newPage();
        await useSession(opsPage, operator);
        await open(opsPage, '/admin/review', lang);
        const card = opsPage.getByRole('listitem').filter({ hasText: who.name });
        await expect(card.getByText(t.hidden, { exact: true })).toHaveCount(3); // the advert and both photos
        await snap(opsPage, `trust-review-queue-${device}-${lang}`);
        await confirmOnCard(card, t.approve, t.approvedDone);
        await ops.close();
        await expectBilingualEmail(request, who.email, 'review-approved');

        // Public now: the detail page, and no notice left on the dashboard.
        await open(page, `/details?guid=${session.guid}`, lang);
        await expect(page.getByRole('heading', { name: who.name, level: 1 })).toBeVisible();
        expect(await (await request.get('/sitemap.xml')).text()).toContain(session.guid);
        await open(page, '/dashboard', lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('review-status')).toHaveCount(0);
      } finally {
        await deleteAccount(request, session, who.password);
        await request.dispose();
      }
    });
  });
}
