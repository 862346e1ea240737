import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, open, PHONE, test } from '../fixtures';

type Card = { guid: string; name: string; main_image_asset: { src: string } | null };

/** The first adverts of a list, straight from the API, to look for in the served HTML. */
async function firstAdverts(request: APIRequestContext, path: string): Promise<Card[]> {
  const body = (await (await request.get(`/api/${path}`)).json()) as { data: { escorts: Card[] } };
  return body.data.escorts;
}

/** What a client without JavaScript (a crawler, curl, a phone still downloading) gets for a page. */
async function served(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers: { accept: 'text/html', ...headers } });
  return { status: res.status(), html: await res.text() };
}

/** The errors a page reports (uncaught, or logged as errors, as React logs a hydration mismatch). */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** A card's list item: it carries `data-hydrated` once React has hydrated the card (set in an effect). */
const cardItem = (card: Locator) => card.locator('xpath=ancestor::li[1]');

/** Taps the card's link and checks its advert opens in the app: the page is not loaded again. */
async function opensInTheApp(page: Page, card: Locator) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/details\?guid=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
}

// React escapes text the HTML way; the names here are plain letters, but an apostrophe would not be.
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

test.describe('pages arrive rendered, without JavaScript', () => {
  test('the home page holds the featured adverts and the first page of adverts, with their photos', async ({
    request,
  }) => {
    const featured = await firstAdverts(request, 'escort/featured');
    const ranked = await firstAdverts(request, 'escort/search?page=1&page_size=9');
    const { status, html } = await served(request, '/');
    expect(status).toBe(200);
    expect(html).toContain('data-rendered="server"');
    for (const advert of [...featured.slice(0, 5), ...ranked]) {
      expect(html).toContain(escaped(advert.name));
      if (advert.main_image_asset) expect(html).toContain(advert.main_image_asset.src);
    }
    // The first photo is the one the page waits for: fetched first, at high priority, with its size.
    // Attribute names are case-insensitive in HTML: the renderer may write srcSet or srcset.
    expect(html).toMatch(/<img[^>]+fetchPriority="high"[^>]*>/i);
    expect(html).toMatch(/<img[^>]+srcSet="[^"]+ 320w/i);
    expect(html).toMatch(/<img[^>]+width="\d+"[^>]+height="\d+"/);
    // The app's code is started by /start.js, not fetched beside the first photo.
    expect(html).toMatch(
      /<script src="\/start\.js" data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]+" defer>/,
    );
    expect(html).not.toContain('type="module"');
  });

  test('an advert page holds its name, facts, about text, photos and related adverts; its head names it', async ({
    request,
  }) => {
    const [card] = await firstAdverts(request, 'escort/normal?page=1&page_size=1');
    const detail = (await (await request.get(`/api/escort/getById/${card!.guid}`)).json()) as {
      data: { escort: { name: string; city: string; age: number | null; image_assets: { src: string }[] } };
    };
    const related = await firstAdverts(request, `escort/getRelated/${card!.guid}`);
    const advert = detail.data.escort;
    const { status, html } = await served(request, `/details?guid=${card!.guid}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(advert.name)}</h1>`));
    if (advert.age !== null) expect(html).toContain(String(advert.age));
    for (const image of advert.image_assets) expect(html).toContain(image.src);
    for (const other of related) expect(html).toContain(escaped(other.name));
    expect(html).toContain(`<title>${escaped(advert.name)}`);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(/<link rel="alternate" hreflang="da" href="[^"]+\?guid=[^"&]+&amp;lang=da">/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+">/);
  });

  test('an advert that does not exist answers 404, and the page says so in the browser', async ({
    request,
  }) => {
    const { status, html } = await served(request, '/details?guid=00000000-0000-4000-8000-000000000000');
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  test('the language comes from ?lang=, then the cookie, then Accept-Language', async ({ request }) => {
    const lang = async (path: string, headers: Record<string, string>) =>
      /<html lang="(\w+)"/.exec((await served(request, path, headers)).html)?.[1];
    expect(await lang('/Adverts?lang=da', { 'accept-language': 'en' })).toBe('da');
    expect(await lang('/Adverts', { cookie: 'lang=da', 'accept-language': 'en' })).toBe('da');
    expect(await lang('/Adverts?lang=en', { cookie: 'lang=da' })).toBe('en');
    expect(await lang('/Adverts', { 'accept-language': 'da-DK,da;q=0.9' })).toBe('da');
    const danish = await served(request, '/?lang=da');
    expect(danish.html).toContain('<meta property="og:locale" content="da_DK">');
    expect(danish.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(danish.html).not.toContain('Elegant company');
  });

  test('a first visit gets the 18+ notice in the page; a visitor who answered, or a crawler, does not', async ({
    request,
  }) => {
    expect((await served(request, '/Adverts')).html).toContain('id="age-gate-title"');
    expect((await served(request, '/Adverts', { cookie: 'age_ok=1' })).html).not.toContain('age-gate-title');
    expect(
      (await served(request, '/Adverts', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).html,
    ).not.toContain('age-gate-title');
  });
});

test.describe('the browser continues the page the server rendered', () => {
  for (const lang of ['en', 'da'] as const) {
    test(`no second request for the data, no hydration error, and it works (${lang}, phone)`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      const errors = pageErrors(page);
      const reads: string[] = [];
      page.on('request', (req) => {
        if (/\/api\/(escort|auth\/interests|feedback\/user)/.test(req.url())) reads.push(req.url());
      });
      // The cards the server sent, as the browser parsed them: taking the page over must keep these very
      // elements. A renderer that disagreed with the server's markup would replace them.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { served: Element[] }).served = Array.from(
            document.querySelectorAll('#root article'),
          );
        });
      });
      await open(page, '/Adverts', lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const served = await page.evaluate(() => {
        const nodes = (window as unknown as { served: Element[] }).served;
        return { count: nodes.length, kept: nodes.filter((node) => node.isConnected).length };
      });
      expect(served.count).toBeGreaterThan(0);
      expect(served.kept).toBe(served.count);
      // Interactive: a filter change asks the server for the new list.
      await page.getByRole('combobox').first().selectOption({ index: 1 });
      await expect.poll(() => reads.some((url) => url.includes('escort/search'))).toBe(true);
      expect(reads.filter((url) => url.includes('page=1&page_size=24') && !url.includes('sex='))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('React hydrates the page: markup the app does not render is reported, and React renders it anew', async ({
    page,
  }) => {
    // hydrateRoot's documented recovery: server text that differs from the app's first render is a
    // hydration error, reported to the page (in production as React's error 418, explained at
    // react.dev/errors) and replaced by React's client render of that part. A renderer that only attached
    // its listeners to the server's markup would keep the altered heading and say nothing.
    const errors = pageErrors(page);
    const altered = 'Not what the app renders';
    let rendered = '';
    await page.route(
      (url) => url.pathname === '/Adverts',
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        rendered = /<h1[^>]*>([^<]+)</.exec(html)?.[1] ?? '';
        await route.fulfill({ response, body: html.replace(/(<h1[^>]*>)[^<]+/, `$1${altered}`) });
      },
    );
    await open(page, '/Adverts');
    expect(rendered).not.toBe('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rendered);
    await expect.poll(() => errors.some((error) => error.includes('react.dev/errors/418'))).toBe(true);
  });

  test('a phone leaves the cards below the screen for later; a language switch and a tap on a card work', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const errors = pageErrors(page);
    await open(page, '/Adverts');
    // The first card is hydrated at start; the cards far below the first screen wait for the visitor.
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(6);
    await expect(cardItem(cards.first())).toHaveAttribute('data-hydrated', 'true');
    await expect(cardItem(cards.last())).not.toHaveAttribute('data-hydrated');

    // The waiting cards follow a language switch, with no mismatch between their markup and the new texts.
    const last = cards.last();
    await expect(last).toContainText('More Details');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('button', { name: /Switch language to Dansk/i })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(last).toContainText('Flere detaljer');
    await page.keyboard.press('Escape');

    await opensInTheApp(page, last);
    expect(errors).toEqual([]);
  });

  test('on a phone, a tap on a card that is still waiting opens it in the app', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/Adverts');
    const card = page.getByRole('article').last();
    await expect(cardItem(card)).not.toHaveAttribute('data-hydrated');
    await opensInTheApp(page, card);
  });

  test('the app’s code is fetched once the page’s photos have loaded, and the page then works', async ({
    page,
  }) => {
    await open(page, '/');
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name));
      return { load: navigation.loadEventStart, script: entry?.startTime ?? -1 };
    });
    expect(timing.script).toBeGreaterThanOrEqual(timing.load);
    await page
      .getByRole('button', { name: /Switch language to Dansk/i })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  });

  test('the nearby list starts from the last known position and follows the browser’s once shared', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    // Aalborg, far from the default centre (Copenhagen): the list is sorted from here once it is known.
    await context.setGeolocation({ latitude: 57.05, longitude: 9.92 });
    await open(page, '/');
    await page
      .getByRole('region', { name: 'Near You' })
      .getByRole('button', { name: 'Use my location' })
      .click();
    await expect
      .poll(async () => {
        const near = (await context.cookies()).find((cookie) => cookie.name === 'near')?.value;
        return near === undefined ? undefined : decodeURIComponent(near);
      })
      .toBe('57.05,9.92');
    const res = await page.request.get('/', { headers: { cookie: 'near=57.05%2C9.92; age_ok=1' } });
    const html = await res.text();
    const state = JSON.parse(
      /<script id="velvet-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(state.boot.point).toEqual({ lat: 57.05, lng: 9.92 });
    const nearby = state.queries.queries.find((q: { queryKey: unknown[] }) => q.queryKey[1] === 'nearby');
    expect(nearby.queryKey[2]).toBe('57.05,9.92');
  });

  test('a returning visitor’s “Recently viewed” row fills the room the server kept: nothing moves', async ({
    page,
    request,
  }) => {
    // A screen tall enough to show what follows the row: a shift counts only where it is seen.
    await page.setViewportSize({ width: 1350, height: 1400 });
    const [advert] = await firstAdverts(request, 'escort/normal?page=1&page_size=1');
    await open(page, `/details?guid=${advert!.guid}`);
    await expect(page.getByRole('heading', { level: 1, name: advert!.name })).toBeVisible();
    // Only that this browser viewed adverts reaches the server, never which ones.
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'recent')?.value)
      .toBe('1');

    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('link', { name: new RegExp(advert!.name) })).toBeVisible();
    await page.waitForTimeout(500);
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifted.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);

    // Cleared, the row is gone and so is the room the next page would keep.
    await recent.getByRole('button', { name: 'Clear recently viewed' }).click();
    await expect(recent).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'recent')).toBeUndefined();
  });
});

test.describe('a page loads the code of a form when the visitor needs it', () => {
  test('the advert page fetches the report form when the dialog opens, and no form breaks the CSP', async ({
    page,
    request,
  }) => {
    // zod must never probe `new Function`: the policy has no 'unsafe-eval', and the browser reports the try.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    const [advert] = await firstAdverts(request, 'escort/search?page=1&page_size=1');
    await open(page, `/details?guid=${advert!.guid}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(advert!.name);
    expect(scripts.filter((path) => path.includes('report-form'))).toEqual([]);

    await page.getByRole('button', { name: 'Report this advert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this advert' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
    expect(scripts.filter((path) => path.includes('report-form'))).toHaveLength(1);
    expect(await violations()).toEqual([]);

    // The registration form checks its fields with the same schemas the server uses.
    await open(page, '/registrationForm');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Name is required', { exact: true }).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
