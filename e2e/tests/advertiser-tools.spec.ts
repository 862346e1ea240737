import { DESKTOP, expect, open, PHONE, snap, test } from '../fixtures';

// What an advertiser can do without writing to support, and what a visitor sees of it: the public prices
// before registering.

test.describe('public prices', () => {
  test('a visitor compares the packages on a desktop in English and is led to register', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Prices' }).click();
    await page.waitForURL('**/packages');
    await expect(page.getByRole('heading', { name: 'Choose your package' })).toBeVisible();
    const welcome = page.getByRole('article', { name: 'Welcome Package' });
    await expect(welcome).toContainText('€1.00');
    await expect(welcome).toContainText('60 days');
    await expect(page.getByRole('button', { name: /Choose the .* plan/ })).toHaveCount(0);
    await snap(page, 'tools-packages-visitor-desktop-en');
    await welcome.getByRole('link', { name: 'Register to choose the Welcome Package plan' }).click();
    await page.waitForURL('**/registrationForm');
  });

  test('a visitor sees the prices on a phone in Danish', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/packages', 'da');
    await expect(page.getByRole('heading', { name: 'Vælg din pakke' })).toBeVisible();
    const welcome = page.getByRole('article', { name: 'Velkomstpakke' });
    await expect(welcome).toContainText('60 dage');
    await expect(
      welcome.getByRole('link', { name: 'Opret dig for at vælge pakken Velkomstpakke' }),
    ).toBeVisible();
    await snap(page, 'tools-packages-visitor-phone-da');
  });
});
