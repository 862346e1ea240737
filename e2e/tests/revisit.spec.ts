import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, DESKTOP, expect, open, operatorSession, PHONE, signInAs, test } from '../fixtures';

type Card = {
  id: number;
  guid: string;
  name: string;
  user_package: { status: string } | null;
  available_until: string | null;
};

// A real browser's user agent: Playwright's own says "HeadlessChrome", which the statistics rightly
// leave out as a bot.
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const T = {
  en: {
    favourite: 'Favourite',
    favouritesTitle: 'Your favourites',
    removedNotice: (name: string) => `${name} is no longer on Velvet and was removed from your favourites.`,
    recent: 'Recently viewed',
    clearRecent: 'Clear recently viewed',
    availableNow: 'Available now',
    hours: 'For how long',
    start: 'Show as available now',
    end: 'End now',
    startsLeft: '1 start left today.',
    statistics: 'Statistics',
    views: 'Views',
    phone: 'Phone clicks',
    chat: 'Chat clicks',
    showTable: 'Show the numbers per day',
    siteStats: 'Visitor activity',
  },
  da: {
    favourite: 'Favorit',
    favouritesTitle: 'Dine favoritter',
    removedNotice: (name: string) =>
      `${name} findes ikke længere på Velvet og er fjernet fra dine favoritter.`,
    recent: 'Senest set',
    clearRecent: 'Ryd senest set',
    availableNow: 'Ledig nu',
    hours: 'Hvor længe',
    start: 'Vis som ledig nu',
    end: 'Afslut nu',
    startsLeft: '1 start tilbage i dag.',
    statistics: 'Statistik',
    views: 'Visninger',
    phone: 'Klik på telefon',
    chat: 'Klik på chat',
    showTable: 'Vis tallene pr. dag',
    siteStats: 'Besøgsaktivitet',
  },
} as const;

async function visibleCards(request: APIRequestContext): Promise<Card[]> {
  const res = await request.get('/api/escort/normal?page=1&page_size=100');
  return ((await res.json()) as { data: { escorts: Card[] } }).data.escorts;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return String((await operatorSession(request)).token);
}

/** Phone screenshots of one screenful (the shared `snap` takes the whole page). */
function screenshotPath(name: string) {
  const dir = path.resolve(import.meta.dirname, '../output/screenshots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/** Stops tel: and wa.me links from leaving the page; the page's own click handlers still run. */
async function keepLinksHere(page: Page) {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a[href^="tel:"], a[href^="https://wa.me"]');
        if (link) event.preventDefault();
      },
      true,
    );
  });
}

for (const lang of ['en', 'da'] as const) {
  const t = T[lang];

  test(`${lang}: favourite → /favourites → advert removed publicly → gone with a notice; recently viewed`, async ({
    page,
    request,
  }) => {
    const cards = await visibleCards(request);
    // Suspended for a moment: one per language, none of the first ones other journeys use.
    const removed = lang === 'en' ? cards[20]! : cards[22]!;

    // ── Save one from the detail page (a toggle button with a pressed state) ──
    await open(page, `/details?guid=${removed.guid}`, lang);
    await expect(page.getByRole('heading', { level: 1, name: removed.name })).toBeVisible();
    const heart = page.getByRole('button', { name: t.favourite, exact: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // ── … and the first card of the Adverts list, with the keyboard ──
    await page.goto('/Adverts');
    const saveLabel = lang === 'en' ? /^Save (.+) to favourites$/ : /^Gem (.+) i favoritter$/;
    const saveCard = page.getByRole('button', { name: saveLabel }).first();
    const keptName = saveLabel.exec((await saveCard.getAttribute('aria-label')) ?? '')![1]!;
    const kept = cards.find((c) => c.name === keptName)!;
    expect(kept.guid).not.toBe(removed.guid);
    await saveCard.focus();
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('button', {
          name: lang === 'en' ? `Remove ${kept.name} from favourites` : `Fjern ${kept.name} fra favoritter`,
        })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true');

    // ── Both are on /favourites ──
    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: t.favouritesTitle })).toBeVisible();
    const list = page.getByRole('list', { name: t.favouritesTitle });
    await expect(list.getByRole('link', { name: removed.name, exact: true })).toBeVisible();
    await expect(list.getByRole('link', { name: kept.name, exact: true })).toBeVisible();

    // ── An operator suspends one: it is no longer public ──
    const token = await adminToken(request);
    const suspend = await request.post(`/api/admin/adverts/${removed.id}/suspend`, {
      headers: { authorization: `Bearer ${token}` },
      data: { reason: 'E2E: removed while in a visitor favourites' },
    });
    expect(suspend.ok()).toBeTruthy();
    try {
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: t.removedNotice(removed.name) })).toBeVisible();
      await expect(list.getByRole('link', { name: kept.name, exact: true })).toBeVisible();
      await expect(list.getByRole('link', { name: removed.name, exact: true })).toHaveCount(0);
      const stored = await page.evaluate(() => localStorage.getItem('velvet.favourites') ?? '');
      expect(stored).toContain(kept.guid);
      expect(stored).not.toContain(removed.guid);
      await page.setViewportSize(PHONE);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: screenshotPath(`revisit-favourites-phone-${lang}`) });

      // ── Recently viewed on the home page, and its clear button ──
      await page.goto('/');
      const recent = page.getByRole('region', { name: t.recent });
      await expect(recent.getByRole('link', { name: new RegExp(removed.name) })).toBeVisible();
      await page.setViewportSize(DESKTOP);
      await recent.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`revisit-home-recent-desktop-${lang}`) });
      await recent.getByRole('button', { name: t.clearRecent }).click();
      await expect(page.getByRole('region', { name: t.recent })).toHaveCount(0);
    } finally {
      await request.post(`/api/admin/adverts/${removed.id}/restore`, {
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });

  test(`${lang}: available now on the dashboard → badge on card and detail, and the home filter`, async ({
    page,
    advertiser,
  }) => {
    await open(page, '/dashboard', lang);
    const panel = page.getByRole('region', { name: t.availableNow });
    await expect(panel).toBeVisible();
    await panel.getByLabel(t.hours).selectOption('2');
    await panel.getByRole('button', { name: t.start }).click();
    await expect(panel.getByText(t.startsLeft)).toBeVisible();
    await expect(panel.getByTestId('available-badge')).toBeVisible();
    await page.setViewportSize(PHONE);
    await panel.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70));
    await page.screenshot({ path: screenshotPath(`revisit-dashboard-available-phone-${lang}`) });
    await page.setViewportSize(DESKTOP);

    // ── The home filter finds it, with the badge on its card ──
    await page.goto('/?now=1#search');
    const results = page.getByRole('list', {
      name: lang === 'en' ? 'Find An Escort In Your Area' : 'Find en escort eller massagepige i dit område',
    });
    await expect(page.getByRole('checkbox', { name: t.availableNow })).toBeChecked();
    const card = results.getByRole('article').filter({ has: page.locator(`a[href*="${advertiser.guid}"]`) });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('available-badge')).toHaveText(t.availableNow);

    // ── … and the detail page shows it too ──
    await card.getByRole('link').first().click();
    await expect(page.getByRole('article').first().getByTestId('available-badge')).toBeVisible();
    await page.screenshot({ path: screenshotPath(`revisit-detail-available-desktop-${lang}`) });

    // ── Ended: gone from the filter ──
    await page.goto('/dashboard');
    await page.getByRole('region', { name: t.availableNow }).getByRole('button', { name: t.end }).click();
    await expect(
      page.getByRole('region', { name: t.availableNow }).getByRole('button', { name: t.end }),
    ).toHaveCount(0);
    await page.goto('/?now=1#search');
    await expect(page.getByRole('checkbox', { name: t.availableNow })).toBeChecked();
    await expect(page.locator(`#search a[href*="${advertiser.guid}"]`)).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ userAgent: `${BROWSER_UA} e2e-${lang}` });

    test(`${lang}: views and clicks on a detail page → numbers on the dashboard chart`, async ({
      page,
      request,
      advertiser,
    }) => {
      await open(page, `/details?guid=${advertiser.guid}`, lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await keepLinksHere(page);
      // A reload is the same visitor on the same day: still one view.
      await page.reload();
      await keepLinksHere(page);
      await page.locator('a[href^="tel:"]').first().click();
      await page.locator('a[href^="https://wa.me"]').first().click();

      // The beacons went out while leaving the page: wait until the server has them all.
      await expect
        .poll(
          async () => {
            const res = await request.get('/api/account/stats?days=30', {
              headers: { authorization: `Bearer ${advertiser.token}` },
            });
            const days = ((await res.json()) as { data: { days: Record<string, number>[] } }).data.days;
            const today = days.at(-1)!;
            return [today.views, today.phone, today.chat];
          },
          { timeout: 20_000 },
        )
        .toEqual([1, 1, 1]);

      await page.goto('/dashboard');
      const panel = page.getByRole('region', { name: t.statistics });
      await expect(panel).toBeVisible();
      await expect(panel.getByTestId('stats-total-views').locator('dd').first()).toHaveText('1');
      await expect(panel.getByTestId('stats-total-phone').locator('dd').first()).toHaveText('1');
      await expect(panel.getByTestId('stats-total-chat').locator('dd').first()).toHaveText('1');
      await expect(panel.locator('.uplot canvas').first()).toBeVisible();
      // The chart on a phone, as the advertiser sees it (the panel, not the whole long dashboard).
      await page.setViewportSize(PHONE);
      await expect(panel.locator('.uplot canvas').first()).toBeVisible();
      await panel.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70));
      await page.screenshot({ path: screenshotPath(`revisit-stats-chart-phone-${lang}`) });

      await panel.getByText(t.showTable).click();
      const todayRow = panel.getByRole('table', { name: /./ }).getByRole('row').nth(1);
      await expect(todayRow.getByRole('cell')).toHaveText(['1', '1', '1', '0']);

      // ── The operator sees them in the site-wide totals of the back-office overview ──
      await signInAs(page, request, ADMIN.email, ADMIN.password);
      await page.setViewportSize(DESKTOP);
      await page.goto('/admin');
      const site = page.getByRole('region', { name: t.siteStats });
      const todayViews = site.getByRole('row').nth(1).getByRole('cell').first();
      await expect(todayViews).not.toHaveText('…');
      // Written in the page's language ("1,234" / "1.234"): the demo accounts' counts make it thousands.
      expect(Number((await todayViews.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    });
  });
}
