import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helpers.ts';

const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'velvet-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Velvet</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The web build writes the smallest brotli form of each script beside it.
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  ctx = await buildTestApp({}, { webDist: dist });
});
afterAll(() => ctx.close());

describe('health and readiness', () => {
  it('answers liveness and readiness with the envelope', async () => {
    const health = await ctx.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: true, data: { uptime: expect.any(Number) } });
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.json()).toMatchObject({
      status: true,
      data: { database: expect.stringMatching(/pglite|postgres/) },
    });
  });
});

describe('API description', () => {
  it('serves the OpenAPI document and the browsable page with its assets', async () => {
    const json = await ctx.app.inject('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/escort/search']).toBeDefined();
    const page = await ctx.app.inject('/api/docs');
    const html = page.statusCode === 302 ? await ctx.app.inject(page.headers.location as string) : page;
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('swagger');
    // The page's own files come through @fastify/static (pinned for Node 20 in the root overrides).
    const css = await ctx.app.inject('/api/docs/static/swagger-ui.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});

describe('SPA fallback versus API 404', () => {
  it.each(['/', '/about', '/details?guid=x', '/otpscreen/a%40b.dk', '/Adverts', '/admin/reports'])(
    'serves the shell for the client route %s',
    async (url) => {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the 404 shell for unknown pages', async () => {
    const missing = await ctx.app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('answers unknown /api routes with a JSON envelope, never the shell', async () => {
    const res = await ctx.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ status: false, message: 'No such API route.', data: {} });
    const da = await ctx.app.inject({ url: '/api/nope', headers: { 'accept-language': 'da-DK,da;q=0.9' } });
    expect(da.json().message).toBe('Denne API-rute findes ikke.');
  });

  it('serves hashed assets with a year of cache', async () => {
    const res = await ctx.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli form the build made of a script to a browser that takes brotli', async () => {
    const res = await ctx.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload).toEqual(brotliCompressSync(BIG_SCRIPT));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_SCRIPT);
    // A browser without brotli gets the script itself, compressed as it is sent.
    const gzip = await ctx.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends a script only the headers a script uses, not the page policies', async () => {
    const res = await ctx.app.inject('/assets/app-abc123.js');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
      'x-xss-protection',
      'x-request-id',
    ])
      expect(res.headers[header], header).toBeUndefined();
  });

  it('sends security headers and a request id', async () => {
    const res = await ctx.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('robots and sitemap', () => {
  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await ctx.app.inject('/robots.txt');
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
  it('lists the static pages in both languages', async () => {
    const res = await ctx.app.inject('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://localhost:3000/about</loc>');
    expect(res.body).toContain('<loc>http://localhost:3000/about?lang=da</loc>');
  });
});

describe('input hygiene', () => {
  it('refuses a NUL byte in a JSON body or query with 400, never a database error', async () => {
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000@example.test', password: 'whatever-123' },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toMatchObject({
      status: false,
      message: 'Validation failed.',
      errors: { email: ['This text contains characters that are not allowed.'] },
    });
    const query = await ctx.app.inject('/api/escort/search?address=k%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ address: ['This text contains characters that are not allowed.'] });
  });
});
