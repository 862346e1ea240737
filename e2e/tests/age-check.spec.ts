import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, open, test } from '../fixtures';

// The age check with MitID: from the dashboard to the identity broker's sign-in (the local OpenID provider
// server.mjs starts), back to the dashboard with the badge, and the public advert showing it — in English
// and Danish. A cancelled check first: said plainly, and tried again.

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `age-check-${name}.png`), fullPage: false });

const WORDS = {
  en: {
    start: 'Verify age with MitID',
    retry: 'Try again with MitID',
    cancelled: 'The age check was cancelled. You can try again whenever you like.',
    passed: 'Your age is verified: your advert shows "18+ verified with MitID".',
    badge: '18+ verified with MitID',
  },
  da: {
    start: 'Bekræft alder med MitID',
    retry: 'Prøv igen med MitID',
    cancelled: 'Alderstjekket blev afbrudt. Du kan prøve igen, når du vil.',
    passed: 'Din alder er bekræftet: din annonce viser "18+ bekræftet med MitID".',
    badge: '18+ bekræftet med MitID',
  },
} as const;

test.describe.configure({ timeout: 240_000 });

for (const lang of ['en', 'da'] as const) {
  test(`age check with MitID (${lang}): cancelled, then verified; the public advert shows it`, async ({
    page,
    advertiser,
  }) => {
    const words = WORDS[lang];
    await open(page, '/dashboard', lang);
    const panel = page.getByTestId('age-check-panel');
    // The dashboard loads a dozen panels at once: on the shared two-core machine that took over 10 s.
    await expect(panel.getByRole('button', { name: words.start })).toBeVisible({ timeout: 45_000 });
    if (lang === 'en') {
      await panel.scrollIntoViewIfNeeded();
      await shot(page, 'dashboard-en');
    }

    // At the broker, the person cancels: back on the dashboard, said plainly, and the way to try again.
    await panel.getByRole('button', { name: words.start }).click();
    await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
    await page.getByRole('button', { name: 'Afbryd / Cancel' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect(panel.getByTestId('age-check-outcome')).toHaveText(words.cancelled, { timeout: 45_000 });
    if (lang === 'da') {
      await panel.scrollIntoViewIfNeeded();
      await shot(page, 'cancelled-da');
    }

    // Again, and this time signing in as an adult at the broker.
    await panel.getByRole('button', { name: words.retry }).click();
    await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
    await expect(page.getByRole('heading', { name: 'MitID – test broker' })).toBeVisible();
    if (lang === 'en') await shot(page, 'broker');
    await page.getByLabel('Person').selectOption('adult');
    await page.getByRole('button', { name: 'Log ind / Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect(panel.getByTestId('age-check-outcome')).toHaveText(words.passed, { timeout: 45_000 });
    await expect(panel.getByTestId('age-checked-badge')).toHaveText(words.badge);
    await expect(panel.getByRole('button', { name: words.retry })).toHaveCount(0);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, `verified-${lang}`);

    // The public advert carries the badge, and its public answer says so.
    await open(page, `/details?guid=${advertiser.guid}`, lang);
    await expect(page.getByTestId('age-checked-badge')).toHaveText(words.badge);
    await shot(page, `advert-${lang}`);
    const answer = await page.request.get(`/api/escort/getById/${advertiser.guid}`);
    expect(
      ((await answer.json()) as { data: { escort: { age_checked: boolean } } }).data.escort.age_checked,
    ).toBe(true);
  });
}
