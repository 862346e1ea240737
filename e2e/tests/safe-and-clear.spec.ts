import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  acceptRegistrationConsents,
  DEMO_PASSWORD,
  DESKTOP,
  expect,
  fillRequiredRegistrationFields,
  open,
  PHONE,
  registerAdvertiser,
  signInAs,
  test,
} from '../fixtures';

// Safety and clarity journeys: what visitors may see of an advertiser's address, one answer about what was
// bought, field errors that find the field, navigation that Back understands, and the smaller pages.

const words = {
  en: { showStreet: 'Show my street address', update: 'Update', saved: 'Profile updated', ok: 'OK' },
  da: { showStreet: 'Vis min gadeadresse', update: 'Opdater', saved: 'Profilen er opdateret', ok: 'OK' },
} as const;

/** A screenshot of what is on screen now (not the full page), for the report. */
async function shot(page: Page, name: string) {
  mkdirSync(path.resolve(import.meta.dirname, '../output/screenshots'), { recursive: true });
  await page.screenshot({ path: path.resolve(import.meta.dirname, `../output/screenshots/${name}.png`) });
}

async function ownAccount(request: APIRequestContext, token: string, id: number) {
  const res = await request.get(`/api/escort/get-user-id/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { user: { address: string; zip_code: string; guid: string } } }).data
    .user;
}

/** The street switch is off, explained next to the box (as its description), and shown in a screenshot. */
async function expectStreetSwitchExplained(page: Page, lang: 'en' | 'da', screenshot: string) {
  const toggle = page.getByRole('checkbox', { name: words[lang].showStreet });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toHaveAccessibleDescription(/2100 København Ø/);
  await toggle.scrollIntoViewIfNeeded();
  await shot(page, screenshot);
}

for (const lang of ['en', 'da'] as const) {
  test(`the street stays private until the advertiser shows it (${lang})`, async ({
    page,
    request,
    advertiser,
  }) => {
    const own = await ownAccount(request, advertiser.token, advertiser.id);
    expect(own.address).not.toBe('');
    const street = own.address.split(',')[0]!.trim();

    await page.setViewportSize(PHONE);
    await open(page, '/dashboard', lang);
    await expectStreetSwitchExplained(page, lang, `privacy-dashboard-phone-${lang}`);

    await open(page, `/details?guid=${own.guid}`, lang);
    await expect(page.getByText(own.zip_code, { exact: false }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(street);

    await open(page, '/dashboard', lang);
    await page.getByRole('checkbox', { name: words[lang].showStreet }).check();
    await page.getByRole('button', { name: words[lang].update, exact: true }).click();
    const saved = page.getByRole('dialog', { name: words[lang].saved });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: words[lang].ok }).click();
    await open(page, `/details?guid=${own.guid}`, lang);
    await expect(page.locator('main')).toContainText(street);
  });
}

for (const lang of ['en', 'da'] as const) {
  test(`the registration form explains the street switch (desktop, ${lang})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/registrationForm', lang);
    await expectStreetSwitchExplained(page, lang, `privacy-registration-desktop-${lang}`);
  });
}

for (const lang of ['en', 'da'] as const) {
  test(`the dashboard says the stacked end of what was bought, dated the ${lang} way`, async ({
    page,
    request,
  }) => {
    const session = await signInAs(page, request, 'demo02@velvet.test', DEMO_PASSWORD);
    const res = await request.get(`/api/escort/get-user-id/${String(session.id)}`, {
      headers: { authorization: `Bearer ${String(session.token)}`, 'accept-language': lang },
    });
    const { packages } = (
      (await res.json()) as {
        data: {
          user: {
            packages: { validated: boolean; validated_until: string | null; last_ended_at: string | null };
          };
        };
      }
    ).data.user;
    const locale = lang === 'da' ? 'da-DK' : 'en-GB';
    const day = (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
    await open(page, '/dashboard', lang);
    const status = page.getByTestId('package-status');
    if (packages.validated) {
      const words = lang === 'da' ? 'Valideret indtil' : 'Validated until';
      await expect(status).toContainText(`${words} ${day(packages.validated_until!)}.`);
    } else {
      await expect(status).toContainText(day(packages.last_ended_at!));
    }
    await page.setViewportSize(PHONE);
    await shot(page, `bought-dashboard-phone-${lang}`);
  });
}

const lockout = {
  en: {
    send: 'Send code',
    resendIn: /^Resend code in \d+ s$/,
    wait: /Please wait (\d+ seconds?|1 minute) before requesting a new code\./,
  },
  da: {
    send: 'Send kode',
    resendIn: /^Send koden igen om \d+ s$/,
    wait: /Vent venligst (\d+ sekunder?|1 minut), før du anmoder om en ny kode\./,
  },
} as const;

for (const lang of ['en', 'da'] as const) {
  test(`a code lockout says how long in words and Resend counts down (${lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const email = `lockout-${lang}-${Date.now().toString(36)}@example.test`;
    await registerAdvertiser(request, { name: 'Lockout Test', email, password: 'velvet-Lockout-2026!' });
    await open(page, '/forget', lang);
    await page.getByRole('textbox').first().fill(email);
    await page.getByRole('button', { name: lockout[lang].send }).click();
    await page.waitForURL(`**/otpscreenforget/${encodeURIComponent(email)}`);
    await expect(page.getByRole('button', { name: lockout[lang].resendIn })).toBeDisabled();

    // Asking again at once: the server's lock answers with the wait in words, and the countdown holds.
    await page.goBack();
    await page.getByRole('textbox').first().fill(email);
    await page.getByRole('button', { name: lockout[lang].send }).click();
    await expect(page.getByText(lockout[lang].wait)).toBeVisible();
    await page.waitForURL(`**/otpscreenforget/${encodeURIComponent(email)}`);
    await expect(page.getByRole('button', { name: lockout[lang].resendIn })).toBeDisabled();
    await shot(page, `lockout-phone-${lang}`);
  });

  test(`an advert without a bust size saves unchanged (${lang})`, async ({ page, request }) => {
    await signInAs(page, request, 'demo04@velvet.test', DEMO_PASSWORD);
    await open(page, '/dashboard', lang);
    await page.getByRole('button', { name: words[lang].update, exact: true }).click();
    await expect(page.getByRole('dialog', { name: words[lang].saved })).toBeVisible();
  });
}

test('a server refusal of a photo lands on the photo field, on screen, on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/registrationForm', 'en');
  await fillRequiredRegistrationFields(page, {
    name: 'Focus Test',
    email: `focus-${Date.now().toString(36)}@example.test`,
    password: 'velvet-Focus-2026!',
  });
  // A text file renamed photo.jpg: only the server, reading its bytes, can tell.
  const fake = {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('just some text, not a photo'),
  };
  await page.getByLabel('Main Image', { exact: true }).setInputFiles(fake);
  await page.getByLabel('Images', { exact: true }).setInputFiles(fake);
  await acceptRegistrationConsents(page);
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const main = page.getByLabel('Main Image', { exact: true });
  await expect(main).toHaveAttribute('aria-invalid', 'true');
  await expect(main).toBeFocused();
  await expect(main.locator('xpath=..')).toBeInViewport();
  await shot(page, 'refusal-focus-phone-en');
});

test('paging and filtering are history entries; a page change focuses the results heading', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, '/Adverts', 'da');
  const heading = page.getByRole('heading', { level: 1 });
  const pager = page.getByRole('navigation', { name: 'Sidenavigation' });
  await expect(pager.getByText(/^Side 1 af \d+$/)).toBeVisible();
  await pager.getByRole('button', { name: 'Næste' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager.getByText(/^Side 2 af \d+$/)).toBeVisible();
  // The next page is read from its top: focus on the heading, the heading on screen.
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await shot(page, 'adverts-page2-phone-da');

  await page.getByLabel('Køn', { exact: true }).selectOption('Woman');
  await expect(page).toHaveURL(/sex=Woman/);
  await expect(page).not.toHaveURL(/page=2/);
  // Back: the unfiltered page 2, then page 1 — still on the site.
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).not.toHaveURL(/sex=/);
  await expect(pager.getByText(/^Side 2 af \d+$/)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/Adverts$/);
  await expect(pager.getByText(/^Side 1 af \d+$/)).toBeVisible();
});

test('/Adverts: filter bar, sort, 24 a page, 4 and 5 columns on wide screens (en)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/Adverts', 'en');
  const grid = page.getByRole('list', { name: 'Choose Your Partners' });
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(24);
  const columns = () => grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  await expect.poll(columns).toBe(4);
  await shot(page, 'adverts-desktop-en');
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect.poll(columns).toBe(5);

  const sort = page.getByLabel('Sort by', { exact: true });
  await expect(sort).toHaveValue('validated');
  await sort.selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByRole('article')).toHaveCount(24);
});

test('the account menu: hover, click, keyboard, Escape and a click outside', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, request, 'demo05@velvet.test', DEMO_PASSWORD);
  await open(page, '/', 'en');
  const button = page.getByRole('button', { name: /^Account menu for / });
  const menu = page.getByRole('menu');

  // Hover opens; a click after hovering keeps it open.
  await button.hover();
  await expect(menu).toBeVisible();
  await button.click();
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // A click outside closes.
  await page.mouse.click(10, 400);
  await expect(menu).toBeHidden();

  // Keyboard: Enter opens with focus on the first item, arrows move, Escape closes back to the button.
  await page.mouse.move(10, 400);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press(' ');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the booking form in Danish: time, duration, and the address only for an outcall', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const list = (await (await request.get('/api/escort/normal?page=1')).json()) as {
    data: { escorts: { guid: string }[] };
  };
  await open(page, `/bookAnAppointment?guid=${list.data.escorts[0]!.guid}`, 'da');
  await expect(page.getByLabel(/^Ønsket dato og tid/)).toHaveAttribute('type', 'datetime-local');
  await expect(page.getByLabel(/^Varighed/)).toBeVisible();
  await expect(page.getByLabel(/^Adresse/)).toHaveCount(0);
  await page.getByLabel('På min adresse (outcall)').check();
  await expect(page.getByLabel(/^Adresse/).first()).toBeVisible();
  await page.getByLabel('På min adresse (outcall)').scrollIntoViewIfNeeded();
  await shot(page, 'booking-phone-da');
});

test('footer links to terms and privacy; the privacy page in both languages; /favicon.ico', async ({
  page,
  request,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));

  await open(page, '/', 'en');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  for (const section of [
    'What we store about advertisers',
    'For how long',
    'Who sees what',
    'Download your data',
    'Delete your account',
  ])
    await expect(page.getByRole('heading', { name: new RegExp(section) })).toBeVisible();
  await page.setViewportSize(PHONE);
  await shot(page, 'privacy-phone-en');
});

test('privacy and about in Danish say only what is true', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/privacy', 'da');
  await expect(page.getByRole('heading', { level: 1, name: 'Privatliv' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Hvem ser hvad/ })).toBeVisible();
  await shot(page, 'privacy-desktop-da');
  await open(page, '/about', 'da');
  await expect(page.locator('main')).not.toContainText('hver profil gennemgås');
  await expect(page.locator('main')).toContainText('gennemgår hver rapport');
  await shot(page, 'about-desktop-da');
});

test('about in English no longer claims every profile is reviewed', async ({ page }) => {
  await open(page, '/about', 'en');
  await expect(page.locator('main')).not.toContainText('every profile is reviewed');
  await expect(page.locator('main')).toContainText('our operators review every report');
});

test('the photo popup counts "n / total" over an opaque backdrop; videos show a first frame', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/escort/normal?page=1&page_size=60')).json()) as {
    data: { escorts: { guid: string }[] };
  };
  let guid = list.data.escorts[0]!.guid;
  for (const e of list.data.escorts) {
    const d = (await (await request.get(`/api/escort/getById/${e.guid}`)).json()) as {
      data: { escort: { videos: string[]; images: string[] } };
    };
    if (d.data.escort.videos.length && d.data.escort.images.length) {
      guid = e.guid;
      break;
    }
  }
  await open(page, `/details?guid=${guid}`, 'en');
  const video = page.locator('main video source').first();
  if ((await video.count()) > 0) await expect(video).toHaveAttribute('src', /#t=0\.1$/);
  await page.getByRole('button', { name: /^Open photo 1 of \d+ of / }).click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByText(/^1 \/ \d+$/)).toBeVisible();
  const background = await popup
    .locator('.yarl__container')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(12, 9, 15)');
  // Nothing of the page shows through once the popup has faded in.
  await expect
    .poll(() => page.locator('.yarl__portal').evaluate((el) => getComputedStyle(el).opacity))
    .toBe('1');
  await page.setViewportSize(PHONE);
  await shot(page, 'popup-phone-en');
});
