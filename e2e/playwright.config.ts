import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3900);
/** The FlexPay journeys run against a second server (port + 1) and the fake FlexPay (port + 2). */
export const VEROTEL_PORT = port + 1;
export const FAKE_FLEXPAY_URL = `http://127.0.0.1:${port + 2}`;
/** Review before publishing (MODERATION=pre) runs on a third server (port + 3). */
export const PRE_MODERATION_URL = `http://localhost:${port + 3}`;

/**
 * How long a journey server may take to start: seeding the demo catalogue (its generated photos) took 106 s
 * on the shared two-core machine at a load of 27, with the three servers seeding at once.
 */
const SERVER_START = 600_000;
const RESPONSIVENESS = /responsiveness\.spec\.ts$/;

/** A journey server started by `node server.mjs <flags>`, ready once `/api/ready` answers. */
const server = (flags: string, url: string) => ({
  command: `node server.mjs ${flags}`.trim(),
  url: `${url}/api/ready`,
  timeout: SERVER_START,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

/**
 * Browser journeys in Debian's Chromium against the real server on a fresh, seeded database.
 * One worker: the machine has two cores and the journeys share one server.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './output/test-results',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'local', testIgnore: [/verotel\.spec\.ts$/, RESPONSIVENESS] },
    {
      name: 'verotel',
      testMatch: /verotel\.spec\.ts$/,
      use: { baseURL: `http://localhost:${VEROTEL_PORT}` },
    },
    // A measurement, not a journey: `npm run bench:inp` runs it and judges its medians (bench/responsiveness.mjs).
    { name: 'responsiveness', testMatch: RESPONSIVENESS },
  ],
  // The FlexPay and pre-moderation servers serve only the journeys: a measurement needs the first alone.
  webServer: [
    server('', `http://localhost:${port}`),
    ...(process.env.E2E_MAIN_SERVER_ONLY
      ? []
      : [server('--pre', PRE_MODERATION_URL), server('--verotel', `http://localhost:${VEROTEL_PORT}`)]),
  ],
});
