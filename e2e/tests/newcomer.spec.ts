import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  activateAdvertiser,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  newAdvertiser,
  open,
  registerAdvertiser,
  signInAs,
  test,
} from '../fixtures';
import { PRE_MODERATION_URL } from '../playwright.config';

// What a newcomer notices on a phone and a desktop, in both languages: labels that fit, words that are the
// visitor's own, one name for one thing, page titles alike.

/** The phone the rough edges were found on: narrower than fixtures' PHONE. */
const SMALL_PHONE = { width: 360, height: 780 };
const DESKTOP_WIDE = { width: 1366, height: 900 };

/** Where the journeys' screenshots go (the CI keeps them; the ones in docs/screenshots are copied from here). */
const shotPath = (name: string) => path.resolve(import.meta.dirname, `../output/screenshots/${name}.png`);

const LOCALES = path.resolve(import.meta.dirname, '../../web/src/locales');

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function catalogue(lang: 'en' | 'da'): string[] {
  return readdirSync(path.join(LOCALES, lang))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => strings(JSON.parse(readFileSync(path.join(LOCALES, lang, f), 'utf8'))));
}

const words = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .toLowerCase()
    .match(/\p{L}{4,}/gu) ?? [];

/**
 * Words only the English catalogue uses: a Danish page showing one of them shows an untranslated text.
 * Words both catalogues use ("Velvet", "Status", "Video") say nothing.
 */
function englishOnlyWords(): Set<string> {
  const danish = new Set(catalogue('da').flatMap(words));
  return new Set(
    catalogue('en')
      .flatMap(words)
      .filter((w) => !danish.has(w)),
  );
}

/**
 * Not the site's words: what advertisers and visitors wrote (about texts shown and edited, testimonials) and
 * the one-time word of the photo verification.
 */
const NOT_SITE_WORDS = '.prose-about, [contenteditable], blockquote, [data-testid="verification-word"]';

/**
 * The page's own text in words, without what advertisers and visitors wrote and without email addresses:
 * the site's words are the ones it must translate.
 */
async function siteWords(page: Page): Promise<string[]> {
  const text = await page.evaluate((skip) => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll(`${skip}, script, style, noscript`).forEach((el) => el.remove());
    // innerText of a detached clone has no layout: textContent of block elements, joined by spaces.
    return Array.from(clone.querySelectorAll('*'))
      .flatMap((el) => Array.from(el.childNodes))
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join(' ');
  }, NOT_SITE_WORDS);
  return words(text.replace(/\S+@\S+/g, ' '));
}

/** The guid of the first advert of the home page's list. */
async function someAdvert(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/escort/normal?page=1&page_size=1');
  return ((await res.json()) as { data: { escorts: { guid: string }[] } }).data.escorts[0]!.guid;
}

test.describe('Danish pages speak Danish', () => {
  const english = englishOnlyWords();

  async function expectDanish(page: Page, where: string) {
    await page.waitForLoadState('networkidle');
    const found = [...new Set((await siteWords(page)).filter((w) => english.has(w)))];
    expect(found, `English words on ${where}`).toEqual([]);
    // The browser draws a native file input's "Choose File / No file chosen" in its own language: every
    // file input is the hidden input of a translated button.
    for (const input of await page.locator('input[type=file]').all()) {
      const box = await input.boundingBox();
      expect(box === null || (box.width <= 1 && box.height <= 1), `a native file picker on ${where}`).toBe(
        true,
      );
    }
  }

  for (const url of ['/', '/Adverts', '/about', '/favourites', '/login', '/register', '/forget', '/terms']) {
    test(`the public page ${url}`, async ({ page }) => {
      await open(page, url, 'da');
      await expectDanish(page, url);
    });
  }

  test('the registration form and an advert', async ({ page, request }) => {
    await open(page, '/registrationForm', 'da');
    await expectDanish(page, '/registrationForm');
    const guid = await someAdvert(request);
    await open(page, `/details?guid=${guid}`, 'da');
    const services = page.getByRole('heading', { name: 'Ydelser' });
    await expect(services).toBeVisible();
    await services.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath('newcomer-services-heading-da') });
    await expectDanish(page, '/details');
  });

  test('the dashboard, with the photo verification open', async ({ page, advertiser }) => {
    void advertiser;
    await page.setViewportSize(SMALL_PHONE);
    await open(page, '/dashboard', 'da');
    await page.getByRole('button', { name: 'Anmod om billedverificering' }).click();
    await expect(page.getByTestId('verification-word')).toBeVisible();
    await expectDanish(page, '/dashboard');
    await page
      .getByTestId('verification-panel')
      .getByText('Vælg billede', { exact: true })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath('newcomer-verification-phone-da') });
  });
});

test('one word for the bust size, on the form and on the advert (en, da)', async ({ page, request }) => {
  const guid = await someAdvert(request);
  for (const [lang, word] of [
    ['en', 'Bust'],
    ['da', 'Barm'],
  ] as const) {
    // A tab of its own per language: a tab keeps the language it was first opened in.
    const tab = await page.context().newPage();
    await open(tab, '/registrationForm', lang);
    const field = tab.getByLabel(word, { exact: true });
    await expect(field).toBeVisible();
    await field.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: shotPath(`newcomer-bust-field-${lang}`) });
    await expect(tab.locator('main')).not.toContainText(/burst|brystmål/i);
    await open(tab, `/details?guid=${guid}`, lang);
    await expect(tab.getByText(word, { exact: true })).toBeVisible();
    await tab.close();
  }
});

test('every page title ends in "— Velvet"', async ({ page, request }) => {
  const guid = await someAdvert(request);
  await signInAs(page, request, 'demo01@velvet.test', DEMO_PASSWORD);
  for (const lang of ['en', 'da'] as const) {
    for (const url of [
      '/Adverts',
      '/about',
      `/details?guid=${guid}`,
      '/favourites',
      '/login',
      '/register',
      '/registrationForm',
      '/forget',
      '/dashboard',
      '/packages',
      '/terms',
      '/privacy',
      '/no-such-page',
    ]) {
      await open(page, url, lang);
      await expect(page, `${url} (${lang})`).toHaveTitle(/^[^|]+ — Velvet$/);
    }
    await open(page, '/', lang);
    await expect(page).toHaveTitle(/^Velvet — [^|]+$/);
  }
});

for (const [lang, viewport] of [
  ['da', SMALL_PHONE],
  ['en', SMALL_PHONE],
  ['en', DESKTOP_WIDE],
] as const) {
  test(`every statistics card label fits its card (${lang}, ${viewport.width} px)`, async ({
    page,
    advertiser,
  }) => {
    void advertiser;
    await page.setViewportSize(viewport);
    await open(page, '/dashboard', lang);
    const cards = page.locator('[data-testid^="stats-total-"]');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      const fit = await card.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const label = el.querySelector('dt')!;
        const dot = label.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
        const parts = [...Array.from(label.querySelectorAll('*')), label].map((e) =>
          e.getBoundingClientRect(),
        );
        return {
          label: label.textContent,
          inside: parts.every((r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5),
          overflows: label.scrollWidth > label.clientWidth,
          dot: Math.min(dot.width, dot.height),
        };
      });
      expect(fit.inside && !fit.overflows, `"${fit.label}" runs past its card`).toBe(true);
      expect(fit.dot, `the colour dot of "${fit.label}"`).toBeGreaterThanOrEqual(8);
    }
    await cards.first().scrollIntoViewIfNeeded();
    await page.screenshot({
      path: shotPath(`newcomer-stats-cards-${viewport === SMALL_PHONE ? 'phone' : 'desktop'}-${lang}`),
    });
  });
}

/** What shows where the keyboard is: the focused element's (or, for a hidden file input, its button's). */
type FocusIndicator = { what: string; width: number; contrast: number };

/**
 * The focus indicator of the focused element: its outline or its ring (a box shadow without blur), its
 * thickness and its contrast with the background it is drawn on (WCAG 2.2 2.4.11 and 2.4.13 ask 2 px, 3:1).
 */
function focusIndicator(): FocusIndicator | null {
  let el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  const box = el.getBoundingClientRect();
  if (box.width <= 1 && box.height <= 1 && el.id)
    el = document.querySelector<HTMLElement>(`label[for="${CSS.escape(el.id)}"]`) ?? el;
  // Any CSS colour (rgb, lab, oklab, color-mix) as sRGB numbers, read back from a canvas: [r, g, b] when
  // opaque, [r, g, b, alpha] otherwise.
  const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgb = (css: string) => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = css;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = Array.from(paint.getImageData(0, 0, 1, 1).data) as [number, number, number, number];
    return a === 255 ? [r, g, b] : [r, g, b, a / 255];
  };
  const luminance = ([r, g, b]: number[]) => {
    const c = [r!, g!, b!].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const drawn = (target: HTMLElement) => {
    // The indicator is drawn around the element, over its parent's background.
    let behind: number[] = [12, 9, 15];
    for (let p = target.parentElement; p; p = p.parentElement) {
      const bg = rgb(getComputedStyle(p).backgroundColor);
      if (bg.length === 3 || (bg.length === 4 && bg[3]! > 0.5)) {
        behind = bg.slice(0, 3);
        break;
      }
    }
    const style = getComputedStyle(target);
    const found: { width: number; contrast: number }[] = [];
    const add = (width: number, colour: number[]) => {
      if (width > 0 && (colour.length === 3 || colour[3]! > 0))
        found.push({ width, contrast: ratio(colour.slice(0, 3), behind) });
    };
    if (style.outlineStyle !== 'none') add(parseFloat(style.outlineWidth), rgb(style.outlineColor));
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const m = /([a-z-]+\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/.exec(shadow);
      if (m && Number(m[4]) === 0 && !/inset/.test(shadow)) add(Number(m[5]), rgb(m[1]!));
    }
    return found.sort(
      (a, b) => Math.min(b.width / 2, b.contrast / 3) - Math.min(a.width / 2, a.contrast / 3),
    )[0];
  };
  // Its own, or one drawn around the control it is part of (the rich-text editor's box).
  let best = drawn(el);
  for (let up = el.parentElement, n = 0; !best && up && n < 3; up = up.parentElement, n++) best = drawn(up);
  return { what, width: best?.width ?? 0, contrast: best ? Math.round(best.contrast * 100) / 100 : 0 };
}

for (const [lang, viewport] of [
  ['en', DESKTOP_WIDE],
  ['da', SMALL_PHONE],
] as const) {
  test(`every control of the registration form shows where the keyboard is (${lang}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, '/registrationForm', lang);
    await expectNoAxeViolations(page, `registration form (${lang})`);
    const weak: string[] = [];
    const seen: string[] = [];
    // Tab through the whole page until the focus comes round to where it started.
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const indicator = await page.evaluate(focusIndicator);
      if (!indicator) continue;
      if (indicator.what === seen[0]) break;
      seen.push(indicator.what);
      if (indicator.width < 2 || indicator.contrast < 3)
        weak.push(`${indicator.what}: ${indicator.width} px at ${indicator.contrast}:1`);
      if (
        indicator.what.startsWith('input#') &&
        !seen.some((w) => w.startsWith('input#') && w !== indicator.what)
      )
        await page.screenshot({ path: shotPath(`newcomer-focus-registration-${lang}`) });
    }
    expect(seen.length, 'the keyboard went through the form').toBeGreaterThan(25);
    expect(weak).toEqual([]);
  });
}

for (const [lang, viewport, device] of [
  ['en', DESKTOP_WIDE, 'desktop'],
  ['da', SMALL_PHONE, 'phone'],
] as const) {
  test(`Back from an advert returns to where the list was read (${lang}, ${device})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    // The advert opened in the app, and opened as a page of its own (loaded in full, as a card tapped before
    // the app has started or a link shared does): Back returns to the list's place either way.
    for (const [url, fullLoad] of [
      ['/Adverts', false],
      ['/', false],
      ['/Adverts', true],
      ['/', true],
    ] as const) {
      await open(page, url, lang);
      // The lists below the first screen load as they come near: scroll down in steps, as a reader does.
      for (let y = 400; y <= 1200; y += 400) {
        await page.mouse.wheel(0, 400);
        await page.waitForLoadState('networkidle');
      }
      // At 1200 px once the page has settled (pictures and lists arriving above may move it meanwhile).
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
            await page.waitForLoadState('networkidle');
            return page.evaluate(() => window.scrollY);
          },
          { message: `${url} is long enough to scroll to 1200 px` },
        )
        .toBe(1200);
      // The first advert card fully in view, opened as a tap does (on the home page, between two lists,
      // the reader goes on a little further to the next).
      const cards = page.locator('main a[href*="/details?guid="]').filter({ visible: true });
      let target: Awaited<ReturnType<typeof cards.first>> | null = null;
      for (let step = 0; step < 8 && !target; step++) {
        if (step > 0) {
          await page.mouse.wheel(0, 300);
          await page.waitForLoadState('networkidle');
        }
        for (const link of await cards.all()) {
          const box = await link.boundingBox();
          if (box && box.y > 80 && box.y + 40 < viewport.height) {
            target = link;
            break;
          }
        }
      }
      expect(target, `an advert in view on ${url}`).not.toBeNull();
      const before = await page.evaluate(() => window.scrollY);
      if (fullLoad) await page.goto((await target!.getAttribute('href'))!);
      else await target!.click();
      await page.waitForURL(/\/details\?guid=/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      // Back to a page loaded anew: judged once the app has started on it (it may move the page then).
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect
        .poll(() => page.evaluate(() => window.scrollY), {
          message: `scroll position on ${url} after Back${fullLoad ? ' from a page loaded in full' : ''}`,
        })
        .toBeGreaterThan(before - 20);
      await page.waitForLoadState('networkidle');
      const after = await page.evaluate(() => window.scrollY);
      // The figures themselves, for the record: where the list was left and where Back put it.
      const measured = `${url} ${lang} ${device}${fullLoad ? ' (advert loaded in full)' : ''}: ${before} px before, ${after} px after Back`;
      test.info().annotations.push({ type: 'back scroll', description: measured });
      console.log(`back scroll ${measured}`);
      expect(Math.abs(after - before)).toBeLessThanOrEqual(20);
      if (!fullLoad)
        await page.screenshot({
          path: shotPath(`newcomer-back-restores-${url === '/' ? 'home' : 'adverts'}-${device}-${lang}`),
        });
    }
  });
}

const STATS_WORDS = {
  en: {
    empty: 'No visits counted yet — views are counted once per visitor and day',
    views: 'Views',
    locale: 'en-GB',
  },
  da: {
    empty: 'Ingen besøg talt endnu — visninger tælles én gang pr. besøgende og dag',
    views: 'Visninger',
    locale: 'da-DK',
  },
} as const;

for (const [lang, viewport, device] of [
  ['en', DESKTOP_WIDE, 'desktop'],
  ['da', SMALL_PHONE, 'phone'],
] as const) {
  test(`the statistics say something: words with no visits, the hovered day's numbers with some (${lang}, ${device})`, async ({
    page,
    request,
    advertiser,
  }) => {
    const words = STATS_WORDS[lang];
    await page.setViewportSize(viewport);
    // A new advert: nothing counted yet, said in words instead of a flat line at zero.
    void advertiser;
    await open(page, '/dashboard', lang);
    const panel = page.getByTestId('stats-panel');
    await expect(panel.getByText(words.empty, { exact: true })).toBeVisible();
    await expect(panel.locator('canvas')).toHaveCount(0);
    await expect(panel).not.toContainText('--');
    await panel.getByText(words.empty).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`newcomer-stats-empty-${device}-${lang}`) });

    // A demo account has its last 60 days counted: the chart, and under it the numbers of the day pointed at.
    const session = await signInAs(page, request, 'demo01@velvet.test', DEMO_PASSWORD);
    const res = await request.get('/api/account/stats?days=30', {
      headers: { authorization: `Bearer ${String(session.token)}` },
    });
    const days = ((await res.json()) as { data: { days: { date: string; views: number }[] } }).data.days;
    expect(days.filter((d) => d.views > 0).length).toBeGreaterThan(20);
    await open(page, '/dashboard', lang);
    const chart = panel.getByRole('img');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(panel.getByText(words.empty)).toHaveCount(0);
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.locator('.u-over').boundingBox())!;
    // The pointer on the 16th day of the 30.
    await page.mouse.move(box.x + (box.width * 15) / 29, box.y + box.height / 2);
    const legend = panel.getByTestId('stats-legend');
    const day = days[15]!;
    const date = new Intl.DateTimeFormat(words.locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day.date}T12:00:00Z`));
    await expect(legend.locator('time')).toHaveText(date);
    await expect(legend.locator('time')).toHaveAttribute('datetime', day.date);
    await expect(legend.getByTestId('stats-legend-views')).toHaveText(
      `${words.views} ${new Intl.NumberFormat(words.locale).format(day.views)}`,
    );
    await expect(legend).not.toContainText('--');
    await page.screenshot({ path: shotPath(`newcomer-stats-chart-${device}-${lang}`) });
  });
}

for (const [lang, viewport, device] of [
  ['en', DESKTOP_WIDE, 'desktop'],
  ['da', SMALL_PHONE, 'phone'],
] as const) {
  test(`the featured carousel's arrows sit beside its cards, and the keyboard never moves them (${lang}, ${device})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, '/', lang);
    // The carousel proper arrives at the first interaction.
    await page.mouse.move(5, 5);
    const carousel = page.getByTestId('featured-carousel');
    const track = carousel.locator('.swiper');
    await expect(track).toHaveClass(/swiper-initialized/);
    const arrows = carousel.locator('button[data-arrow]');
    await expect(arrows).toHaveCount(2);
    const trackBox = (await track.boundingBox())!;
    for (const arrow of await arrows.all()) {
      const a = (await arrow.boundingBox())!;
      const apart =
        a.x + a.width <= trackBox.x ||
        a.x >= trackBox.x + trackBox.width ||
        a.y >= trackBox.y + trackBox.height - 44; // under the cards, beside the dots
      expect(apart, `${await arrow.getAttribute('aria-label')} is beside the cards, not over them`).toBe(
        true,
      );
      for (const photo of await carousel.locator('.swiper-slide-visible img').all()) {
        const p = (await photo.boundingBox())!;
        const over =
          a.x < p.x + p.width && a.x + a.width > p.x && a.y < p.y + p.height && a.y + a.height > p.y;
        expect(over, `an arrow (${JSON.stringify(a)}) over a photo (${JSON.stringify(p)})`).toBe(false);
      }
    }
    await carousel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`newcomer-carousel-${device}-${lang}`) });

    // Tab from the page's top through the carousel and on: the slides stay where they are, and whatever has
    // the focus is in view.
    const position = () => track.locator('.swiper-wrapper').evaluate((el) => getComputedStyle(el).transform);
    const start = await position();
    await page.locator('body').focus();
    let inside = 0;
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const root = document.querySelector('[data-testid="featured-carousel"]');
        if (!el || !root?.contains(el)) return null;
        const box = el.getBoundingClientRect();
        const clip = root.querySelector('.swiper')!.getBoundingClientRect();
        return {
          visible: box.right > clip.left - 60 && box.left < clip.right + 60 && box.width > 0,
          what: el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30) ?? el.tagName,
        };
      });
      if (!where) {
        if (inside > 0) break;
        continue;
      }
      inside++;
      expect(where.visible, `${where.what} has the focus out of sight`).toBe(true);
      expect(await position(), `Tab to ${where.what} moved the slides`).toBe(start);
    }
    expect(inside, 'the keyboard went through the carousel').toBeGreaterThan(2);
    // The arrows still move them, on purpose.
    await carousel
      .getByRole('button', { name: lang === 'en' ? 'Next featured advert' : 'Næste udvalgte annonce' })
      .click();
    await expect.poll(position).not.toBe(start);
  });
}

const YOUNG_WORDS = {
  en: { line: /Velvet has just opened/, register: 'Put your advert here too' },
  da: { line: /Velvet er lige åbnet/, register: 'Sæt også din annonce her' },
} as const;

test.describe('a young site with one or two adverts', () => {
  test.use({ baseURL: PRE_MODERATION_URL });

  for (const [lang, viewport, device] of [
    ['en', DESKTOP_WIDE, 'desktop'],
    ['da', SMALL_PHONE, 'phone'],
  ] as const) {
    test(`the home page shows its first adverts with a friendly line, not empty sections (${lang}, ${device})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const request = await playwrightRequest.newContext({ baseURL: PRE_MODERATION_URL });
      const operator = (await (
        await request.post('/api/auth/login', { data: { ...ADMIN, is_user: 0 } })
      ).json()) as { data: { token: string } };
      const admin = { authorization: `Bearer ${operator.data.token}` };
      const made: { token: string; password: string }[] = [];
      try {
        // Two adverts, registered and paid as people do, approved by the operator (this server reviews first).
        for (const label of ['First', 'Second']) {
          const who = newAdvertiser(label);
          await registerAdvertiser(request, who);
          const grant = await activateAdvertiser(request, who);
          made.push({ token: grant.token, password: who.password });
          const approved = await request.post(`/api/admin/review/${grant.id}/approve`, { headers: admin });
          expect(approved.ok(), await approved.text()).toBeTruthy();
        }
        const listed = (await (await request.get('/api/escort/normal?page=1&page_size=10')).json()) as {
          data: { escorts: { guid: string; name: string }[] };
        };
        expect(listed.data.escorts.length, 'public adverts on this server').toBeLessThanOrEqual(3);

        await page.setViewportSize(viewport);
        await open(page, '/', lang);
        const welcome = page.getByTestId('young-site');
        await expect(welcome).toContainText(YOUNG_WORDS[lang].line);
        for (const advert of listed.data.escorts)
          await expect(welcome.getByRole('link', { name: new RegExp(advert.name) }).first()).toBeVisible();
        const register = welcome.getByRole('link', { name: YOUNG_WORDS[lang].register });
        await expect(register).toHaveAttribute('href', '/register');
        // No list of the page says it has nothing.
        await expect(
          page.getByText(/No featured adverts right now|Ingen udvalgte annoncer lige nu/),
        ).toHaveCount(0);
        await expect(
          page.locator('main [role="status"]').filter({ hasText: /No adverts|Ingen annoncer/ }),
        ).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: shotPath(`newcomer-young-site-${device}-${lang}`), fullPage: true });
      } finally {
        for (const m of made) {
          await request.delete('/api/account', {
            headers: { authorization: `Bearer ${m.token}` },
            data: { current_password: m.password },
          });
        }
        await request.dispose();
      }
    });
  }
});

for (const [lang, label] of [
  ['en', 'About you'],
  ['da', 'Om dig'],
] as const) {
  test(`the about-text editor keeps every key typed at machine speed (${lang})`, async ({ page }) => {
    await open(page, '/registrationForm', lang);
    // The editor's code arrives at the first interaction.
    await page.mouse.move(5, 5);
    const about = page.getByRole('textbox', { name: label });
    await about.click();
    const text =
      'Hello, I am a student from Aarhus, discreet and warm. Write to me for a quiet evening together!';
    await page.keyboard.type(text, { delay: 0 });
    await expect(about).toHaveText(text);
    // And typing on after a pause, at the end, where the caret was left.
    await page.keyboard.type(' Kind regards.', { delay: 0 });
    await expect(about).toHaveText(`${text} Kind regards.`);
  });
}
