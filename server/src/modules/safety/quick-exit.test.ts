import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { webShell } from '../../../test/web-shell.ts';

describe('quick exit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ QUICK_EXIT_URL: 'https://neutral.example/news' }, { webDist: webShell() });
  });
  afterAll(() => ctx.close());

  it('every page loads the quick exit script with the configured neutral site', async () => {
    for (const url of ['/', '/about', '/dashboard', '/admin/review', '/no-such-page']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body).toContain(
        '<script src="/quick-exit.js" data-url="https://neutral.example/news" defer></script></head>',
      );
    }
  });

  it('/exit sends the browser on to the neutral site, telling it nothing of where it came from', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/exit',
      headers: { referer: 'http://localhost/x' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('https://neutral.example/news');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('QUICK_EXIT_URL', () => {
  it('defaults to a neutral news site', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).quickExitUrl).toBe('https://www.dr.dk/');
  });

  it('must be a web address', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', QUICK_EXIT_URL: 'javascript:alert(1)' })).toThrow(
      /QUICK_EXIT_URL/,
    );
  });
});
