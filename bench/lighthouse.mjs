/**
 * `npm run lighthouse` — page budgets. The root script builds the server and the web app first; this starts
 * the compiled server on demo data (fresh DATA_DIR, its own port), runs Lighthouse 12 with the mobile and desktop
 * presets in Debian's Chromium on `/`, `/details?guid=<a demo advert>`, `/Adverts` and `/registrationForm`,
 * prints the four category scores, LCP, CLS, TBT and the JavaScript/image bytes transferred per page,
 * compares them with bench/budget.json and exits 1 when a page misses one.
 *
 * Options: --runs N (median of N runs per page, default 1), --preset mobile|desktop (default both),
 * --port P (default 3702), --url http://host:port (measure a server that is already running).
 * Environment: CHROME_PATH (default /usr/bin/chromium), WEB_DIST (default web/dist).
 * Full reports (HTML) are written to bench/.data/lighthouse/, the summary to bench/results/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const runs = Number(option('runs', '1'));
const presets = option('preset') ? [option('preset')] : ['mobile', 'desktop'];
const port = Number(option('port', '3702'));
const budget = JSON.parse(readFileSync(path.join(here, 'budget.json'), 'utf8'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Chromium as root in a container, with no network beyond loopback: no sandbox, no GPU, no background calls.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The real server on a fresh data folder with the demo catalogue (development mode: plain http on loopback). */
async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velvet-lighthouse-'));
  // The compiled server, as production runs it (`npm run lighthouse` builds it first).
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...(process.env.WEB_DIST ? { WEB_DIST: path.resolve(process.env.WEB_DIST) } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited (code ${code})`))),
  );
  const base = `http://127.0.0.1:${port}`;
  // Seeding the demo catalogue runs every photo through the image pipeline: allow for a slow machine.
  await Promise.race([waitFor(`${base}/api/ready`, 300_000), exited]);
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        await done;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function demoGuid(base) {
  const res = await fetch(`${base}/api/escort/normal?page=1&page_size=1`);
  const body = await res.json();
  const guid = body?.data?.escorts?.[0]?.guid;
  if (!guid)
    throw new Error('the demo catalogue has no visible advert (is SEED_DEMO on and the seed written?)');
  return guid;
}

const kb = (bytes) => Math.round(bytes / 1024);

function summarise(lhr) {
  const audits = lhr.audits;
  const bytes = (type) =>
    audits['resource-summary']?.details?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      lhr.categories[c]?.score == null ? NaN : Math.round(lhr.categories[c].score * 100),
    ]),
  );
  const opportunities = Object.values(audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 50)
    .sort((a, b) => (b.details.overallSavingsMs ?? 0) - (a.details.overallSavingsMs ?? 0))
    .slice(0, 4)
    .map((a) => `${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
  // Audits that cost points outside performance (accessibility, best practices, SEO): name them.
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => `${c}: ${audits[ref.id].title}`),
  );
  // Where the layout shifts and the LCP come from, so a miss points at an element.
  const shifts = (audits['layout-shifts']?.details?.items ?? [])
    .slice(0, 3)
    .map(
      (i) =>
        `layout shift ${Math.round((i.score ?? 0) * 1000) / 1000}: ${i.node?.selector ?? i.node?.snippet ?? '?'}`,
    );
  const lcpItem = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    url: lhr.finalDisplayedUrl,
    lcpElement: lcpItem ? (lcpItem.selector ?? lcpItem.snippet) : undefined,
    shifts,
    scores,
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
    scriptKB: kb(bytes('script')),
    imageKB: kb(bytes('image')),
    totalKB: kb(bytes('total')),
    opportunities,
    failing,
    runtimeError: lhr.runtimeError?.message,
  };
}

function misses(preset, page, s) {
  const b = budget.presets[preset];
  const out = [];
  for (const c of CATEGORIES) {
    if (!(s.scores[c] >= b[c])) out.push(`${c} ${s.scores[c]} < ${b[c]}`);
  }
  if (!(s.cls <= b.cls)) out.push(`CLS ${s.cls} > ${b.cls}`);
  if (b.lcpMs !== undefined && !(s.lcpMs <= b.lcpMs)) out.push(`LCP ${s.lcpMs} ms > ${b.lcpMs} ms`);
  if (b.tbtMs !== undefined && !(s.tbtMs <= b.tbtMs)) out.push(`TBT ${s.tbtMs} ms > ${b.tbtMs} ms`);
  if (preset === 'mobile' && page === '/' && !(s.scriptKB <= budget.homeScriptKB))
    out.push(`home JS ${s.scriptKB} KB > ${budget.homeScriptKB} KB`);
  return out;
}

/**
 * The run with the median performance score. A run Lighthouse could not record (its trace had no navigation
 * start, say) has no score: it is left out, and stands only when no run could be recorded.
 */
function median(items) {
  const recorded = items.filter((item) => !item.runtimeError);
  if (recorded.length === 0) return items[0];
  return [...recorded].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(recorded.length / 2)
  ];
}

async function main() {
  const given = option('url');
  const server = given ? { base: given.replace(/\/$/, ''), stop: async () => {} } : await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const reportDir = path.join(here, '.data', 'lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const results = [];
  let failed = false;
  try {
    const guid = await demoGuid(server.base);
    const pages = budget.pages.map((p) => p.replace('{demoGuid}', guid));
    console.log(
      `Lighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}on ${server.base} · load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    for (const preset of presets) {
      console.log(`\n${preset}`);
      const head = [
        'page',
        'perf',
        'a11y',
        'bp',
        'seo',
        'LCP ms',
        'CLS',
        'TBT ms',
        'JS KB',
        'img KB',
        'budget',
      ];
      console.log(head.join('\t'));
      for (const page of pages) {
        const samples = [];
        for (let r = 0; r < runs; r++) {
          const result = await lighthouse(
            `${server.base}${page}`,
            { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const summary = summarise(result.lhr);
          samples.push(summary);
          const name = `${preset}-${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${r + 1}.html`;
          writeFileSync(path.join(reportDir, name), result.report);
        }
        const s = median(samples);
        const miss = s.runtimeError ? [`error: ${s.runtimeError}`] : misses(preset, page, s);
        if (miss.length) failed = true;
        results.push({
          preset,
          page,
          ...s,
          runs: samples.length,
          unrecorded: samples.filter((x) => x.runtimeError).length,
          misses: miss,
        });
        const label = page.startsWith('/details') ? '/details?guid=…' : page;
        console.log(
          [
            label,
            s.scores.performance,
            s.scores.accessibility,
            s.scores['best-practices'],
            s.scores.seo,
            s.lcpMs,
            s.cls,
            s.tbtMs,
            s.scriptKB,
            s.imageKB,
            miss.length ? `MISS ${miss.join('; ')}` : 'ok',
          ].join('\t'),
        );
        if (s.lcpElement) console.log(`\t  LCP element: ${s.lcpElement}`);
        for (const x of s.shifts) console.log(`\t  ${x}`);
        for (const o of s.opportunities) console.log(`\t  opportunity: ${o}`);
        for (const f of s.failing) console.log(`\t  failing: ${f}`);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  const dir = path.join(here, 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const file = path.join(dir, `${stamp}-lighthouse.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { finishedAt: new Date().toISOString(), loadAverage: os.loadavg(), runs, budget, results },
      null,
      2,
    ) + '\n',
  );
  console.log(
    `\n${failed ? 'Some pages miss their budget.' : 'Every page is within budget.'} Summary: ${path.relative(process.cwd(), file)}; reports: ${path.relative(process.cwd(), reportDir)}/`,
  );
  process.exitCode = failed ? 1 : 0;
}

await main();
