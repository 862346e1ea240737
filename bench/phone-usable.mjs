/**
 * `node bench/phone-usable.mjs [--runs 3] [--base http://localhost:3900]` — how long after its response a
 * page is usable on a slow phone: Chromium at 390×844 with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate), each run in a fresh browser context (a first visit, nothing cached).
 * "Usable" = React has hydrated the page (html[data-hydrated="true"], set once the app listens) and nothing
 * in it is still busy (no [aria-busy="true"]). Measured from the navigation's responseEnd. Prints the
 * median of the runs per page and the machine's load average, which the numbers depend on.
 *
 * The server must be running with the demo catalogue (e.g. `E2E_PORT=3900 node e2e/server.mjs`).
 */
import os from 'node:os';
/* global document */
import { chromium } from '@playwright/test';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : fallback;
};
const runs = Number(option('runs', 3));
const base = option('base', `http://localhost:${process.env.E2E_PORT ?? 3900}`);

const PAGES = [
  { name: 'age notice (first visit, /)', url: '/', ageConfirmed: false },
  { name: '/packages', url: '/packages' },
  { name: '/login', url: '/login' },
  { name: '/favourites', url: '/favourites' },
  { name: '/admin (signed out)', url: '/admin' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const loadBefore = os.loadavg();
const results = [];
for (const page of PAGES) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'da-DK' });
    if (page.ageConfirmed !== false) await context.addCookies([{ name: 'age_ok', value: '1', url: base }]);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.goto(`${base}${page.url}`, { waitUntil: 'commit' });
    await tab.waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === 'true' && !document.querySelector('[aria-busy="true"]'),
      undefined,
      { timeout: 60_000, polling: 16 },
    );
    const ms = await tab.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation');
      return Math.round(performance.now() - nav.responseEnd);
    });
    samples.push(ms);
    await context.close();
  }
  results.push({ page: page.name, samples, medianMs: median(samples) });
}
await browser.close();
const loadAfter = os.loadavg();

console.log(`Usable after the response, phone 390×844, CPU 4× slower, median of ${runs} (target 500 ms)`);
for (const r of results)
  console.log(`${String(r.medianMs).padStart(6)} ms  ${r.page.padEnd(30)} runs ${r.samples.join(' / ')}`);
console.log(
  `load average before ${loadBefore.map((n) => n.toFixed(1)).join(' ')}, after ${loadAfter.map((n) => n.toFixed(1)).join(' ')} (${os.cpus().length} cores)`,
);
