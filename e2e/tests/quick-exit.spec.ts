import type { Page } from '@playwright/test';
import { expect, open, PHONE, snap, test } from '../fixtures';

// The quick exit: a visitor or an advertiser leaves the site in one tap (or three presses of Escape) for a
// neutral news site, and Back does not bring the page they left back.

const NEUTRAL = 'https://www.dr.dk/';
const label = { en: 'Quick exit', da: 'Forlad hurtigt' } as const;

/** The neutral site, served locally: the journeys do not reach the internet. */
async function serveNeutralSite(page: Page) {
  await page.route(`${NEUTRAL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>News</title><h1>News</h1>' }),
  );
}

for (const lang of ['en', 'da'] as const) {
  test(`a visitor on a phone leaves in one tap, first in the tab order after the skip link (${lang})`, async ({
    page,
  }) => {
    await serveNeutralSite(page);
    await page.setViewportSize(PHONE);
    await open(page, '/about', lang);
    await open(page, '/Adverts', lang);
    const exit = page.getByRole('link', { name: label[lang] });
    await expect(exit).toBeInViewport();
    await snap(page, `quick-exit-phone-${lang}`);

    // The skip link, then the quick exit.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '#main');
    await page.keyboard.press('Tab');
    await expect(exit).toBeFocused();

    // Still on screen far down a long page.
    await page.mouse.wheel(0, 4000);
    await expect(exit).toBeInViewport();

    await exit.click();
    await expect(page).toHaveURL(NEUTRAL);
    await expect(page.getByRole('heading', { name: 'News' })).toBeVisible();
    // The list the visitor was reading was replaced, not left behind in the history.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/Adverts/);
  });

  test(`an advertiser leaves the dashboard by pressing Escape three times (${lang})`, async ({
    page,
    advertiser,
  }) => {
    expect(advertiser.id).toBeGreaterThan(0);
    await serveNeutralSite(page);
    await page.setViewportSize(PHONE);
    await open(page, '/dashboard', lang);
    await expect(page.getByRole('link', { name: label[lang] })).toBeInViewport();
    // Two presses are not enough (Escape also closes dialogs); the third, within two seconds, leaves.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(page.url()).toMatch(/\/dashboard/);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(NEUTRAL);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/dashboard/);
  });
}
