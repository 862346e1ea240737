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
    { name: 'local', testIgnore: /verotel\.spec\.ts$/ },
    {
      name: 'verotel',
      testMatch: /verotel\.spec\.ts$/,
      use: { baseURL: `http://localhost:${VEROTEL_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'node server.mjs',
      url: `http://localhost:${port}/api/ready`,
      timeout: SERVER_START,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs --pre',
      url: `${PRE_MODERATION_URL}/api/ready`,
      timeout: SERVER_START,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs --verotel',
      url: `http://localhost:${VEROTEL_PORT}/api/ready`,
      timeout: SERVER_START,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
