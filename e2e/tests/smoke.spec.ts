import { DESKTOP, expect, open, PHONE, snap, test } from '../fixtures';

// Smoke journey: the home page loads in both languages on a phone and a desktop.
for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const lang of ['en', 'da'] as const) {
    test(`home page renders in ${lang} on ${device}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setViewportSize(viewport);
      await open(page, '/', lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(
        lang === 'en' ? 'All rights reserved' : 'Alle rettigheder forbeholdes',
      );
      await snap(page, `smoke-home-${device}-${lang}`);
      expect(errors).toEqual([]);
    });
  }
}

test('switching language with the flags updates the page and is remembered', async ({ page }) => {
  await open(page, '/about', 'en');
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  await page
    .getByRole('button', { name: /Switch language to Dansk/i })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.getByRole('contentinfo')).toContainText('Alle rettigheder forbeholdes');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
});

test('an unknown page shows the themed not-found page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
