#!/usr/bin/env node
// Takes a screenshot of a page in Debian's Chromium, for looking at what we build.
// Usage: node e2e/tools/screenshot.mjs <url> <out.png> [width=390] [height=844] [lang=en] [--full]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const [url, out, width = '390', height = '844', lang = 'en', ...rest] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: screenshot.mjs <url> <out.png> [width] [height] [lang] [--full]');
  process.exit(2);
}
const profile = mkdtempSync(path.join(tmpdir(), 'velvet-shot-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
  viewport: { width: Number(width), height: Number(height) },
  locale: lang === 'da' ? 'da-DK' : 'en-GB',
});
const page = context.pages()[0] ?? (await context.newPage());
await page.addInitScript((l) => {
  localStorage.setItem('lang', l);
  localStorage.setItem('ageConfirmed', '1');
}, lang);
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 500));
await page.screenshot({ path: out, fullPage: rest.includes('--full') });
await context.close();
rmSync(profile, { recursive: true, force: true });
console.log(`saved ${out}`);
