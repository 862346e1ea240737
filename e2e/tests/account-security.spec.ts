import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import {
  DESKTOP,
  expect,
  open,
  PHONE,
  publicAdvertiser,
  snap,
  test,
  waitForEmail,
  readCode,
  type Advertiser,
} from '../fixtures';

// Account security journeys: the authenticator app switched on from the dashboard and used to sign in,
// a passkey added and used through Chromium's virtual authenticator, and "sign out everywhere else".
// Each journey makes its own advertiser and deletes it at the end.

const SCREENSHOTS = path.resolve(import.meta.dirname, '../output/screenshots');
/** Screenshots show the screen itself: no passing notification over it, no sticky navbar over a part's top. */
const NO_TOASTS = '[data-sonner-toaster] { display: none !important; }';
const NO_STICKY_NAVBAR = `header.sticky { visibility: hidden !important; } ${NO_TOASTS}`;

type Lang = 'en' | 'da';
const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    setUp: 'Set up authenticator app',
    appCode: 'Code from the app',
    turnOn: 'Turn on',
    saved: 'I have saved them',
    code: 'Code',
    verify: 'Verify',
    useRecovery: 'Use a recovery code instead',
    recoveryCode: 'Recovery code',
    wrongCode: 'That code is not right',
    passkeyName: 'Name of the new passkey',
    addPasskey: 'Add passkey',
    passkeyAdded: 'Passkey added.',
    passkeySignIn: 'Sign in with a passkey',
    thisDevice: 'This device',
    signOutOthers: 'Sign out everywhere else',
    onlyThis: 'No other device is signed in.',
    confirmTitle: 'Confirm it is you',
    confirm: 'Confirm',
    codeOrRecovery: 'Code or recovery code',
    passwordWrong: 'The password is not right.',
    noPasskeys: 'You have no passkeys yet.',
    passkeyFailed: 'The passkey could not be checked. Try again.',
  },
  da: {
    email: 'E-mail',
    password: 'Adgangskode',
    signIn: 'Log ind',
    setUp: 'Opsæt godkendelsesapp',
    appCode: 'Kode fra appen',
    turnOn: 'Slå til',
    saved: 'Jeg har gemt dem',
    code: 'Kode',
    verify: 'Bekræft',
    useRecovery: 'Brug en gendannelseskode i stedet',
    recoveryCode: 'Gendannelseskode',
    wrongCode: 'Koden er ikke rigtig',
    passkeyName: 'Navn på den nye adgangsnøgle',
    addPasskey: 'Tilføj adgangsnøgle',
    passkeyAdded: 'Adgangsnøgle tilføjet.',
    passkeySignIn: 'Log ind med en adgangsnøgle',
    thisDevice: 'Denne enhed',
    signOutOthers: 'Log ud alle andre steder',
    onlyThis: 'Ingen anden enhed er logget ind.',
    confirmTitle: 'Bekræft, at det er dig',
    confirm: 'Bekræft',
    codeOrRecovery: 'Kode eller gendannelseskode',
    passwordWrong: 'Adgangskoden er ikke rigtig.',
    noPasskeys: 'Du har ingen adgangsnøgler endnu.',
    passkeyFailed: 'Adgangsnøglen kunne ikke kontrolleres. Prøv igen.',
  },
} as const;

/** Signs out in this browser only (the token stays valid on the server, as on a device left signed in). */
async function forgetSession(page: Page) {
  await page.evaluate(() => {
    for (const key of ['authToken', 'guid', 'userId', 'name', 'email', 'featured', 'role'])
      localStorage.removeItem(key);
  });
}

async function signInWithPassword(page: Page, lang: Lang, who: Advertiser) {
  const t = TEXT[lang];
  await page.goto('/login');
  await page.getByLabel(t.email).fill(who.email);
  await page.getByLabel(t.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

/**
 * A fresh advertiser with a public advert (publicAdvertiser), signed in with the password on the login
 * page in `lang` at `size`, on the dashboard.
 */
async function onFreshDashboard(page: Page, request: APIRequestContext, lang: Lang, size: typeof PHONE) {
  await page.setViewportSize(size);
  const who = await publicAdvertiser(request, 'Secure', { emailPrefix: 'sec' });
  await open(page, '/login', lang);
  await signInWithPassword(page, lang, who);
  await page.waitForURL('**/dashboard');
  return who;
}

/**
 * Answers the "confirm it is you" dialog a guarded change opens: the password, and `code` when two-factor
 * sign-in is on.
 */
async function confirmItIsMe(page: Page, lang: Lang, password: string, code?: string) {
  const t = TEXT[lang];
  const form = page.getByTestId('reauth-form');
  await expect(page.getByRole('dialog', { name: t.confirmTitle })).toBeVisible();
  await form.getByLabel(t.password, { exact: true }).fill(password);
  if (code !== undefined) await form.getByLabel(t.codeOrRecovery).fill(code);
  await form.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(form).toBeHidden();
}

/** Chromium's virtual authenticator: a platform authenticator with a PIN or finger, always verified. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** Deletes the journey's account with whatever session the browser holds at the end. */
async function deleteAccount(page: Page, request: APIRequestContext, who: Advertiser) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await request.delete('/api/account', {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: who.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * Screenshots in both sizes, returning to the journey's own size: of `part` alone when given (the
 * dashboard is long), of the first screenful for 'viewport', else of the whole page.
 */
async function snapBoth(
  page: Page,
  name: string,
  lang: Lang,
  size: typeof PHONE,
  part?: Locator | 'viewport',
) {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    const file = `account-security-${name}-${label}-${lang}`;
    if (part) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const target = path.join(SCREENSHOTS, `${file}.png`);
      if (part === 'viewport') await page.screenshot({ path: target, style: NO_TOASTS });
      else await part.screenshot({ path: target, style: NO_STICKY_NAVBAR });
    } else {
      await snap(page, file);
    }
  }
  await page.setViewportSize(size);
}

for (const [lang, size] of [
  ['en', DESKTOP],
  ['da', PHONE],
] as const) {
  const t = TEXT[lang];
  const device = size === PHONE ? 'phone' : 'desktop';

  test(`authenticator app, passkey and signed-in devices (${lang}, ${device})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const who = await onFreshDashboard(page, request, lang, size);

    // Switch the authenticator app on: QR code, the key as text, the first code, ten recovery codes.
    const twoFactor = page.getByTestId('two-factor-panel');
    await twoFactor.getByRole('button', { name: t.setUp }).click();
    // Setting up an app is guarded: the password again first.
    await confirmItIsMe(page, lang, who.password);
    const qr = twoFactor.locator('img[src^="data:image/svg+xml"]');
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await twoFactor.scrollIntoViewIfNeeded();
    await snapBoth(page, 'totp-setup', lang, size, twoFactor);
    await twoFactor.getByLabel(t.appCode).fill(generateSync({ secret }));
    await twoFactor.getByRole('button', { name: t.turnOn }).click();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.allTextContents()).map((c) => c.trim());
    await snapBoth(page, 'recovery-codes', lang, size, twoFactor);
    await page.getByRole('button', { name: t.saved }).click();
    await expect(twoFactor.getByRole('status')).toContainText(lang === 'en' ? 'On since' : 'Slået til siden');

    // The password alone now leads to the code step; a wrong code is refused on the field.
    await forgetSession(page);
    await signInWithPassword(page, lang, who);
    const step = page.getByTestId('second-factor');
    const codeField = step.getByLabel(t.code, { exact: true });
    await expect(codeField).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // A code from five periods ahead is never accepted.
    await codeField.fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 150 }));
    await codeField.press('Enter');
    await expect(step.getByRole('alert')).toContainText(t.wrongCode);
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await snapBoth(page, 'code-step', lang, size, 'viewport');
    if (lang === 'en') {
      // The next period's code (the one used to switch on can never be used again).
      await codeField.fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
      await step.getByRole('button', { name: t.verify }).click();
    } else {
      await step.getByRole('button', { name: t.useRecovery }).click();
      const recoveryField = step.getByLabel(t.recoveryCode);
      await expect(recoveryField).toBeFocused();
      await recoveryField.fill(recovery[0]!);
      await recoveryField.press('Enter');
    }
    await page.waitForURL('**/dashboard');

    // A passkey through Chromium's virtual authenticator, after the password and a recovery code again.
    await virtualAuthenticator(page);
    const passkeys = page.getByTestId('passkeys-panel');
    await passkeys.getByLabel(t.passkeyName).fill(lang === 'en' ? 'Work laptop' : 'Min telefon');
    await passkeys.getByRole('button', { name: t.addPasskey }).click();
    await confirmItIsMe(page, lang, who.password, recovery[lang === 'en' ? 0 : 1]);
    await expect(page.getByText(t.passkeyAdded)).toBeVisible();
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
    await expect(passkeys.getByRole('listitem')).toContainText(lang === 'en' ? 'Work laptop' : 'Min telefon');
    await passkeys.scrollIntoViewIfNeeded();
    await snapBoth(page, 'passkeys', lang, size, passkeys);

    // Signing in with it needs neither email nor password nor code.
    await forgetSession(page);
    await page.goto('/login');
    const passkeyButton = page.getByRole('button', { name: t.passkeySignIn });
    await expect(passkeyButton).toBeVisible();
    await snapBoth(page, 'passkey-sign-in', lang, size, 'viewport');
    await passkeyButton.click();
    await page.waitForURL('**/dashboard');
    // The dashboard's parts load one after another: the passkeys come last.
    await expect(passkeys.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
    await expect(passkeys.getByRole('listitem')).not.toContainText(
      lang === 'en' ? 'Not used yet' : 'Ikke brugt',
    );

    // Three sessions now (switching the app on ended all but the one that did it; then password and code,
    // and the passkey); sign out everywhere else.
    const sessions = page.getByTestId('sessions-panel');
    await expect(sessions.getByTestId('session')).toHaveCount(3);
    await expect(sessions.getByTestId('session').first()).toContainText(t.thisDevice);
    await sessions.getByRole('button', { name: t.signOutOthers }).click();
    // Signing every other device out asks for the password and a code again: a stolen session cannot.
    await confirmItIsMe(page, lang, who.password, recovery[5]);
    await expect(sessions.getByText(t.onlyThis)).toBeVisible();
    await expect(sessions.getByTestId('session')).toHaveCount(1);
    await snap(page, `account-security-sessions-${device}-${lang}`);

    await deleteAccount(page, request, who);
  });

  test(`a stolen session cannot keep a passkey past a password reset (${lang}, ${device})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const who = await onFreshDashboard(page, request, lang, size);
    await virtualAuthenticator(page);

    // The session alone cannot add a passkey: the password is asked again, a wrong one said so on the field.
    const passkeys = page.getByTestId('passkeys-panel');
    await passkeys.getByLabel(t.passkeyName).fill('Mystery key');
    await passkeys.getByRole('button', { name: t.addPasskey }).click();
    const form = page.getByTestId('reauth-form');
    await form.getByLabel(t.password, { exact: true }).fill('not my password at all');
    await form.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(form.getByText(t.passwordWrong)).toBeVisible();
    await snapBoth(page, 'confirm-it-is-you', lang, size, 'viewport');
    await form.getByLabel(t.password, { exact: true }).fill(who.password);
    await form.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page.getByText(t.passkeyAdded)).toBeVisible();
    await expect(passkeys.getByRole('listitem')).toContainText('Mystery key');

    // The owner hears of it, in Danish and English, with the way to the session list.
    const told = await waitForEmail(request, who.email, 'security-passkey-added');
    expect(told.text).toContain('The passkey "Mystery key" was added to your account.');
    expect(told.text).toContain('/dashboard#account-security');

    // A password reset (the mailbox proves the owner) ends this session and takes the passkey away.
    expect((await request.post('/api/auth/send-otp', { data: { email: who.email, type: 1 } })).ok()).toBe(
      true,
    );
    const otp = await readCode(request, who.email, 'reset');
    const newPassword = `${who.password}-reset`;
    const reset = await request.post('/api/auth/reset-password', {
      data: { email: who.email, otp, password: newPassword, new_password: newPassword },
    });
    expect(reset.ok(), await reset.text()).toBe(true);
    const resetMail = await waitForEmail(request, who.email, 'security-password-reset');
    expect(resetMail.text).toContain('your passkeys were removed');

    await forgetSession(page);
    await page.goto('/login');
    await page.getByRole('button', { name: t.passkeySignIn }).click();
    await expect(page.getByText(t.passkeyFailed)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // The owner signs in with the new password and can add a passkey again.
    await signInWithPassword(page, lang, { ...who, password: newPassword });
    await page.waitForURL('**/dashboard');
    // The dashboard's parts load one after another: the passkeys come last.
    await expect(passkeys.getByText(t.noPasskeys)).toBeVisible({ timeout: 30_000 });
    await passkeys.getByLabel(t.passkeyName).fill(lang === 'en' ? 'My own key' : 'Min egen nøgle');
    await passkeys.getByRole('button', { name: t.addPasskey }).click();
    await confirmItIsMe(page, lang, newPassword);
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
    await passkeys.scrollIntoViewIfNeeded();
    await snapBoth(page, 'passkey-again', lang, size, passkeys);

    await deleteAccount(page, request, { ...who, password: newPassword });
  });
}
