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
    await expect(welcome).toContainText('€1');
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

const PAUSE = {
  en: {
    panel: 'Pause your advert',
    start: 'Pause advert',
    paused: 'Your advert is paused until you show it again.',
    resume: 'Show my advert again',
    gone: 'This advert is not available',
  },
  da: {
    panel: 'Sæt din annonce på pause',
    start: 'Sæt annoncen på pause',
    paused: 'Din annonce er på pause, indtil du viser den igen.',
    resume: 'Vis min annonce igen',
    gone: 'Denne annonce er ikke tilgængelig',
  },
};

for (const [lang, viewport] of [
  ['en', DESKTOP],
  ['da', PHONE],
] as const) {
  test(`${lang}: a paused advert's page says it is not available, and shows again on resume`, async ({
    page,
    advertiser,
    request,
  }) => {
    const t = PAUSE[lang];
    await page.setViewportSize(viewport);
    await open(page, '/dashboard', lang);
    const panel = page.getByRole('region', { name: t.panel });
    await panel.getByRole('button', { name: t.start }).click();
    await expect(panel.getByText(t.paused)).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await snap(page, `tools-pause-dashboard-${lang}`);

    const api = await request.get(`/api/escort/getById/${advertiser.guid}`);
    expect(api.status()).toBe(404);
    await page.goto(`/details?guid=${advertiser.guid}`);
    await expect(page.getByRole('heading', { name: t.gone })).toBeVisible();
    await snap(page, `tools-pause-advert-${lang}`);

    await page.goto('/dashboard');
    await page.getByRole('region', { name: t.panel }).getByRole('button', { name: t.resume }).click();
    await expect(
      page.getByRole('region', { name: t.panel }).getByRole('button', { name: t.start }),
    ).toBeVisible();
    expect((await request.get(`/api/escort/getById/${advertiser.guid}`)).status()).toBe(200);
  });
}
