import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, open, PHONE, test } from '../fixtures';

// Responsiveness on a phone: Interaction to Next Paint, measured by the web-vitals library in the page,
// for the four taps a visitor makes most, with the CPU slowed 4× as a mid-range phone is. Each tap is
// measured on a page that has settled and on one tapped as soon as it has loaded, while the hydration
// that React splits into small tasks may still be running. This file measures and checks that each tap
// does its work without an error; `npm run bench:inp` (bench/responsiveness.mjs) runs it several times
// and holds the medians to bench/budget.json, since one run on a shared machine says little.

const { inp: budget } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../bench/budget.json'), 'utf8'),
) as { inp: { cpuSlowdown: number } };
const CPU_SLOWDOWN = budget.cpuSlowdown;
// web-vitals' UMD build (the package's `require` export, beside the ES module build that
// `import.meta.resolve` names): in a page with no module loader it defines the global `webVitals`. The ES
// module build's `export` statements would fail as an init script.
const webVitals = readFileSync(new URL('web-vitals.umd.cjs', import.meta.resolve('web-vitals')), 'utf8');
/** One line per measured tap, appended as each test ends so a later failure loses none of them. */
const RESULTS = path.resolve(import.meta.dirname, '../output/inp.jsonl');

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

type Interaction = {
  name: string;
  url: (request: APIRequestContext) => Promise<string>;
  target: (page: Page) => Locator;
  /** What the visitor sees once the tap has done its work. */
  done: (page: Page) => Promise<void>;
};

const favourite = (page: Page) => page.locator('#search button[aria-pressed]').first();
const pager = (page: Page) => page.locator('#search').getByRole('navigation', { name: 'Pagination' });
const filter = (page: Page) => page.locator('#search').getByRole('checkbox').first();

const INTERACTIONS: Interaction[] = [
  {
    name: 'tap a favourite heart',
    url: async () => '/',
    // By its toggle, not its name: the name becomes "Remove … from favourites" once pressed.
    target: favourite,
    done: (page) => expect(favourite(page)).toHaveAttribute('aria-pressed', 'true'),
  },
  {
    name: 'tap a search filter',
    url: async () => '/',
    target: filter,
    done: async (page) => {
      await expect(filter(page)).toBeChecked();
      await expect(page).toHaveURL(/[?&](now|verified)=/);
    },
  },
  {
    name: 'go to results page 2',
    url: async () => '/',
    target: (page) => pager(page).getByRole('button', { name: 'Next' }),
    done: (page) => expect(pager(page).getByText(/^Page 2 of \d+$/)).toBeVisible(),
  },
  {
    name: 'open the gallery',
    url: async (request) => `/details?guid=${await advertWithPhotos(request)}`,
    target: (page) => page.getByRole('button', { name: /^Open photo 1 of \d+ of .+ full size$/ }),
    done: (page) => expect(page.getByRole('dialog', { name: /^Photos and videos of / })).toBeVisible(),
  },
];

async function advertWithPhotos(request: APIRequestContext): Promise<string> {
  const data = async <T>(url: string) => ((await (await request.get(url)).json()) as { data: T }).data;
  const { escorts } = await data<{ escorts: { guid: string }[] }>('/api/escort/normal?page_size=30');
  for (const { guid } of escorts) {
    const { escort } = await data<{ escort: { images: string[] } }>(`/api/escort/getById/${guid}`);
    if (escort.images.length > 1) return guid;
  }
  throw new Error('no demo advert with several photos');
}

/** Collects every INP value web-vitals reports (each new longest interaction) into `window.__inp`. */
async function measureInp(page: Page) {
  await page.addInitScript(webVitals);
  await page.addInitScript(() => {
    type Metric = { value: number };
    const w = window as unknown as {
      __inp: number[];
      __tap?: number;
      webVitals: { onINP: (report: (m: Metric) => void, options: object) => void };
    };
    w.__inp = [];
    // 16 ms is the shortest interaction the Event Timing API reports.
    w.webVitals.onINP((metric) => w.__inp.push(metric.value), {
      reportAllChanges: true,
      durationThreshold: 16,
    });
    // When the first tap came (the input's own time, not when a busy page got round to it).
    addEventListener('pointerdown', (event) => (w.__tap ??= event.timeStamp), { capture: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * A visitor's tap on `target`: scrolled to it first, then a touch at its centre through the touch screen
 * alone. On a settled page the touch comes once the page is idle after the scroll: a finger cannot tap a
 * card in the instant it scrolls into view, and the frames that paint what scrolled in belong to the
 * scroll, not to the tap. While hydrating it comes at once. A locator's `tap()` is not used: its checks
 * (visible, stable, not covered) run in the page on the slowed main thread, scroll again and listen for
 * the touch themselves, so they were measured as part of the tap. `done` still checks that the touch
 * reached the target and did its work.
 */
async function tapAsVisitor(page: Page, target: Locator, moment: 'settled' | 'while hydrating') {
  await target.scrollIntoViewIfNeeded();
  if (moment === 'settled') {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    );
  }
  // As a locator's tap would: a control disabled for a moment (the pager while its list loads) is tapped
  // once it can answer.
  await expect(target).toBeEnabled();
  const box = await target.boundingBox();
  if (!box) throw new Error('the target has no box to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The page's INP once the tap has been painted: web-vitals reports it after the next frame. */
async function inpOf(page: Page): Promise<number> {
  const values = () => page.evaluate(() => (window as unknown as { __inp: number[] }).__inp);
  await expect.poll(async () => (await values()).length).toBeGreaterThan(0);
  return Math.max(...(await values()));
}

for (const interaction of INTERACTIONS) {
  for (const moment of ['settled', 'while hydrating'] as const) {
    test(`INP: ${interaction.name}, ${moment}`, async ({ page, request }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const url = await interaction.url(request);
      await measureInp(page);
      if (moment === 'settled') {
        await open(page, url);
        await page.waitForLoadState('networkidle');
      } else {
        // As soon as the page has loaded: React may still be hydrating it (the forms wait for that).
        await open(page, url, 'en', { waitForHydration: false });
      }
      await tapAsVisitor(page, interaction.target(page), moment);
      await interaction.done(page);
      const inp = await inpOf(page);
      // How long after the load event the tap came (the input's own time): while hydrating, the scroll to the
      // target waits for it to be there and still, and those checks run on the slowed main thread.
      const sinceLoad = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return Math.round(
          ((window as unknown as { __tap?: number }).__tap ?? NaN) - navigation!.loadEventEnd,
        );
      });
      expect(errors).toEqual([]);
      const result = {
        interaction: interaction.name,
        moment,
        cpuSlowdown: CPU_SLOWDOWN,
        inpMs: Math.round(inp),
      };
      mkdirSync(path.dirname(RESULTS), { recursive: true });
      appendFileSync(RESULTS, `${JSON.stringify({ ...result, tappedAfterLoadMs: sinceLoad })}\n`);
      console.log(`INP ${String(result.inpMs).padStart(4)} ms  ${interaction.name} (${moment})`);
    });
  }
}
