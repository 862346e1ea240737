import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@velvet/contract';
import { appForFile } from '../../test/helpers.ts';

/**
 * Every page of the web router's table (PAGE_PATHS; web/src/app/router.test.ts keeps them equal) answers
 * a full page load with the app and 200, an unknown path with 404. A built app of one file stands in for
 * web/dist: what is checked is which paths the server knows, not what the page shows.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'velvet-spa-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Velvet</title></head><body><div id="root"></div></body></html>',
);
const ctx = appForFile({}, { mailWorker: false, webDist: dist });

/** A real address of a page: parameters and the rest of a `/*` filled in. */
const addressOf = (page: string) => page.replace(':email', 'someone%40example.dk').replace('/*', '/adverts');

describe('the pages the server knows', () => {
  it.each(PAGE_PATHS.map((page) => [page]))('%s answers 200 with the app', async (page) => {
    const res = await ctx.app.inject({ method: 'GET', url: addressOf(page) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('answers the link mailed to an emergency contact, and /admin itself', async () => {
    for (const url of ['/emergency-contact?token=x', '/admin'])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('answers an unknown path with 404', async () => {
    for (const url of ['/no-such-page', '/emergency-contacts', '/details/extra', '/adverts'])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
