import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedPhotoHashes } from '../../src/db/schema.ts';
import { issueToken } from '../../src/lib/tokens.ts';
import { makeAdmin, makeAdvertiser } from '../factories.ts';
import { buildTestApp, type TestContext } from '../helpers.ts';

/**
 * The hash-list drill, on the embedded database: an operator imports a list of 100 000 hashes while a
 * visitor searches, one search after another. Measured before: the import held the database for the
 * whole list (18.3 s) and a search waited 17.9 s. Imported in batches, each its own short transaction,
 * searches get through between them. What the drill holds is that shape, whatever the machine's speed: no
 * search waits for the import (the slowest takes under a fifth of it) and many get through. The p99 is
 * printed beside its target of a second: on a quiet machine it is met, on a loaded one it is not, and a
 * timed figure is the bench's to judge, not a test's.
 */

// DRILL_HASH_LINES runs a shorter list on a machine too busy for the whole one.
const LINES = Number(process.env.DRILL_HASH_LINES ?? 100_000);
const P99_TARGET_MS = 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describe(`a ${LINES}-line hash-list import`, () => {
  it('lets visitors search while it runs: no search waits for the import', { timeout: 900_000 }, async () => {
    const db = ctx.deps.database.db;
    for (let i = 0; i < 20; i += 1) await makeAdvertiser(db, { city: 'Aarhus C', zipCode: '8000' });
    const admin = await makeAdmin(db);
    const headers = { authorization: `Bearer ${await issueToken(db, admin.id)}` };
    const hashes = Array.from({ length: LINES }, (_, i) =>
      (BigInt(i) * 0x9e3779b97f4a7c15n).toString(16).slice(-16).padStart(16, '0'),
    ).join('\n');

    let importing = true;
    const started = performance.now();
    const importDone = ctx.app
      .inject({
        method: 'POST',
        url: '/api/admin/safety/hash-lists',
        headers,
        payload: { source: 'Drill list', hashes },
      })
      .finally(() => {
        importing = false;
      });

    const searches: number[] = [];
    // A visitor's searches, one after another, for as long as the import runs (a fresh query each
    // time, so no answer comes from a cache).
    while (importing) {
      const t0 = performance.now();
      const res = await ctx.app.inject({
        url: `/api/escort/search?address=Aarhus&page=1&try=${searches.length}`,
      });
      expect(res.statusCode).toBe(200);
      searches.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    const imported = await importDone;
    const importMs = Math.round(performance.now() - started);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.imported + imported.json().data.already_known).toBe(LINES);
    expect((await db.select({ hash: blockedPhotoHashes.hash }).from(blockedPhotoHashes)).length).toBe(
      imported.json().data.imported,
    );

    const p99 = Math.round(percentile(searches, 99));
    const max = Math.round(Math.max(...searches));
    console.log(
      `[drill] import of ${LINES} lines: ${importMs} ms; ${searches.length} searches during it: p50 ${Math.round(percentile(searches, 50))} ms, p99 ${p99} ms (target ${P99_TARGET_MS} ms), max ${max} ms`,
    );
    expect(searches.length).toBeGreaterThanOrEqual(10);
    expect(max).toBeLessThan(importMs / 5);
  });
});
