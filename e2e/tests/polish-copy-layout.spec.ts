import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, open, PHONE, test } from '../fixtures';

/**
 * What a careful first-time user still noticed, one journey per item: Danish copy that reads as Danish,
 * featured cards that keep place and age on one line, a cancelled payment that says so, 24-hour opening
 * times, and every back-office section in view on a phone.
 */

const DESKTOP = { width: 1366, height: 900 };
const SHOTS = path.resolve(import.meta.dirname, '../output/screenshots');
/** One screenful (the shared `snap` takes the whole page). */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test.describe('phone, Danish', () => {
  test.use({ viewport: PHONE, locale: 'da-DK' });

  test('copy: massagepige, Om os, the quick exit in Danish words, hair and eyes in Danish', async ({
    page,
    request,
  }) => {
    await open(page, '/', 'da');
    await expect(
      page.getByRole('heading', { name: 'Find en escort eller massagepige i dit område' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forlad hurtigt' }).first()).toBeVisible();
    await expect(page.getByText('Hurtig exit')).toHaveCount(0);
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    await expect(page.getByRole('link', { name: 'Om os', exact: true }).first()).toBeVisible();
    await shot(page, 'polish2-copy-menu-da-phone');

    // A demo advert whose hair and eyes the catalogue knows: shown in Danish on a Danish page.
    const list = await request.get('/api/escort/normal?page=1&page_size=30');
    const adverts = ((await list.json()) as { data: { escorts: { guid: string }[] } }).data.escorts;
    const english = {
      Blonde: 'Blond',
      Brown: 'Brun',
      Black: 'Sort',
      Blue: 'Blå',
      Green: 'Grøn',
      Grey: 'Grå',
    };
    let checked = false;
    for (const { guid } of adverts) {
      const detail = await request.get(`/api/escort/getById/${guid}`);
      const { escort } = ((await detail.json()) as { data: { escort: { hair_color: string } } }).data;
      const danish = english[escort.hair_color as keyof typeof english];
      if (!danish) continue;
      await open(page, `/details?guid=${guid}`, 'da');
      const facts = page.getByRole('region', { name: 'Detaljer' });
      await expect(facts.locator('dd').nth(2)).toHaveText(danish);
      await facts.scrollIntoViewIfNeeded();
      await shot(page, 'polish2-facts-da-phone');
      checked = true;
      break;
    }
    expect(checked).toBe(true);
  });

  test('copy: the Danish registration form fills the country as Danmark', async ({ page }) => {
    await open(page, '/registrationForm', 'da');
    await page.getByLabel('Postnummer', { exact: true }).fill('2100');
    await expect(page.getByLabel('Land', { exact: true })).toHaveValue('Danmark');
    await page.getByLabel('Land', { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'polish2-country-da-phone');
  });

  test('a cancelled payment says it was cancelled, not that it failed', async ({ page, advertiser }) => {
    // The return pages are an advertiser's own (a visitor signed out is sent home).
    expect(advertiser.id).toBeGreaterThan(0);
    await open(page, '/cancel?token=E2E-CANCELLED', 'da');
    await expect(page.getByRole('heading', { name: 'Betalingen blev annulleret' })).toBeVisible();
    await expect(page.getByText('Betalingen mislykkedes')).toHaveCount(0);
    await expect(page.getByText('Du annullerede betalingen.')).toBeVisible();
    await shot(page, 'polish2-cancelled-da-phone');
  });

  test('opening times are 24-hour, in the Danish style, in the editor and on the advert', async ({
    page,
    advertiser,
  }) => {
    await open(page, '/dashboard', 'da');
    const editor = page.getByRole('region', { name: 'Priser og åbningstider' });
    await editor.getByLabel('Vis åbningstider på min annonce').check();
    await editor.getByRole('checkbox', { name: 'mandag' }).check();
    const from = editor.getByLabel('mandag fra');
    await expect(from.locator('option:checked')).toHaveText('10.00');
    await editor.getByLabel('mandag til').selectOption('22:30');
    await expect(editor.getByLabel('mandag til').locator('option:checked')).toHaveText('22.30');
    // The list fits its field: the chosen time is not cut off.
    const fits = await from.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits).toBe(true);
    await from.scrollIntoViewIfNeeded();
    await shot(page, 'polish2-hours-editor-da-phone');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/escort/update-profile') && r.request().method() === 'POST',
    );
    await editor.getByRole('button', { name: 'Gem priser og åbningstider' }).click();
    expect((await saved).ok()).toBe(true);

    await page.goto(`/details?guid=${advertiser.guid}`);
    const hours = page.getByRole('region', { name: 'Åbningstider' });
    await expect(hours.getByText('10.00–22.30')).toBeVisible();
    await hours.scrollIntoViewIfNeeded();
    await shot(page, 'polish2-hours-advert-da-phone');
  });

  test('the back-office menu shows every section on a phone, and says the review mode in plain words', async ({
    page,
    operator,
  }) => {
    expect(operator.id).toBeGreaterThan(0);
    await open(page, '/admin/review', 'da');
    const nav = page.getByRole('navigation', { name: 'Backoffice-sektioner' });
    const links = nav.getByRole('link');
    await expect(links.first()).toBeVisible();
    // Counted once the page has hydrated: the menu is drawn again then.
    await expect.poll(() => links.count()).toBeGreaterThan(8);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const scrolls = await nav.evaluate((el) => {
      const list = el.querySelector('ul')!;
      return list.scrollWidth > list.clientWidth + 1;
    });
    expect(scrolls).toBe(false);
    await expect(page.getByText('MODERATION=')).toHaveCount(0);
    await expect(page.getByText('efter de er gået live')).toBeVisible();
    await shot(page, 'polish2-admin-menu-da-phone');
  });
});

test.describe('desktop, English', () => {
  test.use({ viewport: DESKTOP, locale: 'en-GB' });

  test('featured cards keep place and age on one line each', async ({ page }) => {
    await open(page, '/', 'en');
    const places = page.getByTestId('card-place');
    await expect(places.first()).toBeVisible();
    const heights = await places.evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const box = el.getBoundingClientRect();
          const line = parseFloat(getComputedStyle(el).lineHeight);
          return { height: box.height, line, text: el.textContent };
        }),
    );
    expect(heights.length).toBeGreaterThan(0);
    for (const { height, line, text } of heights) expect(height, String(text)).toBeLessThanOrEqual(line + 1);
    await page.getByTestId('card-place').first().scrollIntoViewIfNeeded();
    await shot(page, 'polish2-featured-cards-en-desktop');
  });

  test('a declined payment says declined; a cancelled one says cancelled', async ({ page, advertiser }) => {
    expect(advertiser.id).toBeGreaterThan(0);
    await open(page, '/cancel?token=E2E-DECLINED&declined=1', 'en');
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    await expect(page.getByText('Possible reasons')).toBeVisible();
    await open(page, '/cancel?token=E2E-CANCELLED', 'en');
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await shot(page, 'polish2-cancelled-en-desktop');
  });

  test.describe('a browser that shows 12-hour times', () => {
    test.use({ locale: 'en-US' });

    test('the rates editor shows 24-hour times that fit', async ({ page, advertiser }) => {
      expect(advertiser.guid).toBeTruthy();
      await open(page, '/dashboard', 'en');
      const editor = page.getByRole('region', { name: 'Rates and opening hours' });
      await editor.getByLabel('Show opening hours on my advert').check();
      await editor.getByRole('checkbox', { name: 'Monday' }).check();
      const from = editor.getByLabel('Monday from');
      await expect(from.locator('option:checked')).toHaveText('10:00');
      await expect(from.locator('option', { hasText: /AM|PM/ })).toHaveCount(0);
      expect(await from.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      await from.scrollIntoViewIfNeeded();
      await shot(page, 'polish2-hours-editor-en-desktop');
    });
  });
});
