import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  acceptRegistrationConsents,
  approveLocalCheckout,
  DEMO_PASSWORD,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  fillRequiredRegistrationFields,
  newAdvertiser,
  open,
  PHONE,
  png,
  readCode,
  registerAdvertiser,
  signInAs,
  snap,
  test,
  type Advertiser,
} from '../fixtures';

// Advertiser journeys: registration with photos and a video, the emailed code, the welcome package through
// the local checkout, sign-in, a profile edit that reaches the public advert, and the password reset.

const CLIPS = path.resolve(import.meta.dirname, '../../server/test/fixtures');
const SHORT_CLIP = path.join(CLIPS, 'clip-2s.webm');
const LONG_CLIP = path.join(CLIPS, 'clip-31s.webm');

const photo = (name: string, seed: number) => ({ name, mimeType: 'image/png', buffer: png(640, 480, seed) });

/** Fills every field of the registration form the way a person would, photos and a video included. */
async function fillRegistration(page: Page, who: Advertiser) {
  await fillRequiredRegistrationFields(page, who);
  await expect(page.getByLabel('City', { exact: true })).toHaveValue(/København/);
  await page.getByLabel('Address', { exact: true }).fill('Østerbrogade 1');
  await page.getByLabel('Weight (KG)', { exact: true }).fill('60');
  const about = page.getByRole('textbox', { name: 'About you' });
  await about.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Discreet and warm.');
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Main Image', { exact: true }).setInputFiles(photo('main.png', 1));
  await page.getByLabel('Images', { exact: true }).setInputFiles([photo('one.png', 2), photo('two.png', 3)]);
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Videos', { exact: true }).setInputFiles(SHORT_CLIP);
  await expect(page.getByRole('list', { name: 'Chosen videos' }).getByRole('listitem')).toHaveCount(1);
  await acceptRegistrationConsents(page);
}

/**
 * A new advertiser registered through the API (an advert in Aarhus), the email verified when `verify` says
 * so: for journeys that start later.
 */
async function registeredThroughApi(request: APIRequestContext, emailPrefix: string, verify: boolean) {
  const who = newAdvertiser('Journey', emailPrefix);
  await registerAdvertiser(request, who, {
    phone_number: '12345678',
    zip_code: '8000',
    address: 'Strøget 1',
    city: 'Aarhus C',
    state: 'DK-82',
    latitude: '56.15',
    longitude: '10.2',
    age: '31',
    height: '168',
    weight: '58',
    burst: '80B',
    about: '<p>Hello</p>',
    eye_color: 'Blue',
    hair_color: 'Blonde',
  });
  if (verify) {
    const otp = await readCode(request, who.email);
    const verified = await request.post('/api/auth/verify-otp', {
      data: { email: who.email, otp, type: 0, is_user: 0 },
    });
    expect(verified.ok()).toBeTruthy();
  }
  return who;
}

test.describe('registration form on a phone', () => {
  test.use({ viewport: PHONE });

  test('shows the messages per field and the summary toasts', async ({ page }) => {
    await open(page, '/registrationForm');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // Country is empty until a ZIP is looked up: that toast comes first.
    await expect(page.getByText('Zip code field is not valid.').first()).toBeVisible();
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone Number is required',
      'ZIP Code is required',
      'Age is required',
      'Hair Color is required',
      'Height is required',
      'Bust is required',
      'Eye color is required',
      'Sex is required.',
      'Password is required',
      'Confirm Password is required',
      'Main Image is required',
      'Image is required',
    ]) {
      await expect(page.getByText(message, { exact: true }), message).toBeVisible();
    }
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await snap(page, 'accounts-registration-errors-phone-en');

    await page.getByLabel('Country', { exact: true }).fill('Denmark');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('something-else');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(
      page.getByText('All fields are required. Please fill out the missing information.'),
    ).toBeVisible();
    await expect(page.getByText('Invalid email format (e.g., name@example.com).')).toBeVisible();
    await expect(page.getByText('Passwords must match.')).toBeVisible();
    // Nothing typed is lost.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not-an-email');
  });

  test('the same messages in Danish', async ({ page }) => {
    await open(page, '/registrationForm', 'da');
    await page.getByRole('button', { name: 'Opret' }).click();
    await expect(page.getByText('Navn er påkrævet', { exact: false }).first()).toBeVisible();
    await snap(page, 'accounts-registration-errors-phone-da');
  });

  test('refuses a video over 30 seconds in the browser', async ({ page }) => {
    await open(page, '/registrationForm');
    await page.getByLabel('Videos', { exact: true }).setInputFiles(LONG_CLIP);
    await expect(page.getByText('Video exceeds 30 seconds').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen videos' })).toHaveCount(0);
  });

  test('the sign-up teaser continues to the registration form with the name filled in', async ({ page }) => {
    await open(page, '/register');
    await page.getByLabel('Name', { exact: true }).fill('Maja');
    await page.getByLabel('Last name', { exact: true }).fill('Holm');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/registrationForm');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Maja Holm');
  });

  test('an unknown ZIP blanks the place and asks for it by hand', async ({ page }) => {
    await open(page, '/registrationForm');
    await page.getByLabel('Zip Code', { exact: true }).fill('0999');
    await expect(
      page.getByText(
        'The entered zip code is invalid. Please enter the address, city, and country manually.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('');
  });
});

test('register with photos and a video, verify, pay, land signed in, edit, and see the change in public', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const who = newAdvertiser('Journey', 'reg');
  await open(page, '/registrationForm');
  await fillRegistration(page, who);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  // The button says so while the upload runs; on a quick machine the code screen may already be there.
  await expect(
    page
      .getByRole('button', { name: 'Creating...' })
      .or(page.getByRole('group', { name: /Enter the code sent to/ })),
  ).toBeVisible();
  await page.waitForURL(`**/otpscreen/${encodeURIComponent(who.email)}`);

  // The code arrives by email, as the advertiser would read it.
  const code = await readCode(request, who.email);
  const digits = page.getByRole('group', { name: /Enter the code sent to/ }).getByRole('textbox');
  await expect(digits).toHaveCount(5);
  await digits.first().focus();
  // Pasting the whole code fills every box and submits.
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const modal = page.getByRole('dialog', { name: 'Confirm your Welcome Package' });
  await expect(modal).toContainText('2 months free for 1€');
  await modal.getByRole('button', { name: 'Pay 1 €' }).click();
  await approveLocalCheckout(page);
  await page.waitForURL(/\/otpscreen\/.*success=true/);
  await expect(page.getByText('Payment successful')).toBeVisible();
  // The verified code signed her in: her dashboard opens without asking for the password again.
  await page.waitForURL('**/dashboard');
  await expect(page.getByText('Validated', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Hair Color', { exact: true })).toHaveValue('Brown');
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Chosen videos' }).getByRole('listitem')).toHaveCount(1);

  await page.getByLabel('Hair Color', { exact: true }).fill('Auburn');
  await page.getByLabel('Eye Color', { exact: true }).fill('Hazel');
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Profile updated' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Hair Color', { exact: true })).toHaveValue('Auburn');
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
  await snap(page, 'accounts-dashboard-desktop-en');

  await page.getByRole('link', { name: 'View your public advert' }).click();
  await page.waitForURL(/\/details\?guid=/);
  await expect(page.getByRole('heading', { level: 1, name: who.name })).toBeVisible();
  await expect(page.getByText('Auburn', { exact: true })).toBeVisible();
  await expect(page.getByText('Hazel', { exact: true })).toBeVisible();
});

test('a server refusal shows on its field and in a toast, and keeps what was typed', async ({
  page,
  request,
}) => {
  const who = await registeredThroughApi(request, 'taken', false);
  await open(page, '/registrationForm');
  await fillRegistration(page, who);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const email = page.getByLabel('Email', { exact: true });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This email is already registered.' }).first(),
  ).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue(who.email);
  await expect(page.getByLabel('Hair Color', { exact: true })).toHaveValue('Brown');
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL(/\/registrationForm$/);
});

test('forgot password: code by email, new password, then sign in (welcome package still unpaid)', async ({
  page,
  request,
}) => {
  const who = await registeredThroughApi(request, 'reset', true);

  await open(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forget');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL(`**/otpscreenforget/${encodeURIComponent(who.email)}`);
  // The code was just sent: Resend waits out the server's lock, counting down.
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

  // The reset code, not the registration's that came first.
  const code = await readCode(request, who.email, 'reset');
  const digits = page.getByRole('group', { name: /Enter the code sent to/ }).getByRole('textbox');
  for (let i = 0; i < 5; i++) await digits.nth(i).pressSequentially(code[i]!);
  await page.waitForURL(`**/resetpassword/${encodeURIComponent(who.email)}`);

  const fresh = 'another-Secret-2027?';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm new password', { exact: true }).fill('does-not-match-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  const mismatch = page.getByRole('dialog', { name: 'Passwords do not match!' });
  await expect(mismatch).toContainText('Please ensure the passwords are the same.');
  await mismatch.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Confirm new password', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.waitForURL('**/login');

  // The sign-in page already holds the email; the old password no longer works, the new one does.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(who.email);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const failed = page.getByRole('dialog', { name: 'An Error Occurred!' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Password', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'An Error Occurred!' })).toContainText(
    'Account not fully activated. Please complete payment via OTP verification.',
  );
  await page.waitForURL(/\/otpscreen\/.*skip_otp=true/);
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
  await expect(page.getByRole('group', { name: /Enter the code sent to/ })).toHaveCount(0);
});

test('signing in before verifying the email goes to the code screen', async ({ page, request }) => {
  const who = await registeredThroughApi(request, 'unverified', false);
  await open(page, '/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'An Error Occurred!' })).toContainText('OTP Not Verified.');
  await page.waitForURL(`**/otpscreen/${encodeURIComponent(who.email)}`);
  await expect(page.getByRole('group', { name: /Enter the code sent to/ })).toBeVisible();
});

test('the dashboard without a session warns and sends to sign-in', async ({ page }) => {
  await open(page, '/dashboard');
  await expect(page.getByRole('dialog', { name: 'Not Logged In' })).toContainText(
    'Please log in to update your profile.',
  );
  await page.waitForURL('**/login');
});

test('account pages pass axe (WCAG 2.1 A and AA) on a phone, errors showing', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const url of [
    '/login',
    '/register',
    '/forget',
    '/otpscreen/jane%40example.test',
    '/otpscreenforget/jane%40example.test',
  ]) {
    await open(page, url, 'da');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, url);
  }
  await open(page, '/registrationForm', 'da');
  await page.getByRole('button', { name: 'Opret', exact: true }).click();
  await expect(page.getByText('Navn er påkrævet', { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page, '/registrationForm with errors');
});

test('the dashboard of a demo advertiser passes axe and shows the package state', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, request, 'demo01@velvet.test', DEMO_PASSWORD);
  await open(page, '/dashboard', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'About you' })).not.toBeEmpty();
  await expectNoAxeViolations(page, '/dashboard');
  await snap(page, 'accounts-dashboard-demo-desktop-en');
});
