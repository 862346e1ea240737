import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer } from '../server-process.ts';
import { mediaFiles, multipart, pngImage, registrationForm } from '../requests.ts';
import { ORPHAN_AGE_MS, SWEEP_INTERVAL_MS } from '../../src/modules/media/sweep.ts';

/**
 * The crash drill: the server is killed (SIGKILL) while it holds two registrations, one still arriving
 * (its files spooled to the temporary folder, the form not yet whole) and one whose photos are being
 * stored. Both leave files no row will ever reference. The next start reopens the database, and its sweep
 * removes them once they are older than the threshold (aged here by setting their times back). The sweep
 * runs at start and every SWEEP_INTERVAL_MS, so a crash's orphans are gone at most ORPHAN_AGE_MS +
 * SWEEP_INTERVAL_MS (45 minutes) after it. `DRILL_REPORT=1` prints what one kill left.
 */

const until = async (check: () => boolean, limitMs: number, what: string) => {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const registration = async (photoCount: number, size: number) => {
  const photos = await Promise.all(
    Array.from({ length: photoCount }, (_, i) => pngImage(size + i, Math.round(size * 0.75))),
  );
  return multipart(registrationForm(), [
    { name: 'main_image', data: photos[0]!, filename: 'main.png', type: 'image/png' },
    ...photos.slice(1).map((data, i) => ({
      name: `images[${i}]`,
      data,
      filename: `p${i}.png`,
      type: 'image/png',
    })),
  ]);
};

/** Sends the first `share` of a body in small chunks, then holds the connection open, mid-form. */
const partly = (payload: Buffer, share: number) => {
  let sent = 0;
  const end = Math.floor(payload.length * share);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= end) return new Promise(() => {});
      const chunk = payload.subarray(sent, Math.min(sent + 16 * 1024, end));
      sent += chunk.length;
      controller.enqueue(new Uint8Array(chunk));
      return new Promise((r) => setTimeout(r, 5));
    },
  });
};

describe('kill -9 during registration uploads', () => {
  it(
    'leaves spooled and stored orphans that the sweep of the next start removes',
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-crash-'));
      // The server's own temporary folder, so the drill sees exactly the spools it leaves.
      const spoolRoot = path.join(dataDir, 'tmp');
      mkdirSync(spoolRoot);
      const spools = () => readdirSync(spoolRoot).filter((name) => name.startsWith('velvet-upload-'));
      try {
        const port = await freePort();
        const env = { PORT: String(port), DATA_DIR: dataDir, TMPDIR: spoolRoot };
        const first = await startServer(env);
        const post = (body: Awaited<ReturnType<typeof registration>>, stream?: ReadableStream<Uint8Array>) =>
          fetch(`http://127.0.0.1:${port}/api/auth/register`, {
            method: 'POST',
            headers: body.headers,
            body: stream ?? new Uint8Array(body.payload),
            ...(stream ? { duplex: 'half' } : {}),
          } as RequestInit).catch((error: unknown) => error);

        // One form stops half way: its files wait in a spool folder for fields that never come.
        const hanging = await registration(4, 600);
        const stalled = post(hanging, partly(hanging.payload, 0.6));
        await until(() => spools().length >= 1, 60_000, 'a spool folder');

        // The other arrives whole; the server stores its ten large photos one after another, and dies
        // after the first is written, long before the last (and before any row is written).
        const whole = await registration(10, 1600);
        const storing = post(whole);
        await until(() => mediaFiles(dataDir).length >= 1, 60_000, 'the first stored photo');
        first.child.kill('SIGKILL');
        expect(await first.exited).toBe('SIGKILL');
        expect(await storing).toBeInstanceOf(Error);
        await stalled;
        const orphans = mediaFiles(dataDir);
        const leftSpools = spools();
        expect(orphans.length).toBeGreaterThanOrEqual(1);
        expect(leftSpools.length).toBeGreaterThanOrEqual(1);

        // Young files survive a start: an upload may still be on its way to its rows.
        const second = await startServer(env);
        await until(() => second.output().includes('media sweep'), 30_000, 'the first sweep');
        expect(mediaFiles(dataDir)).toEqual(orphans);
        expect(spools()).toEqual(leftSpools);
        expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);

        if (process.env.DRILL_REPORT)
          console.log(
            `[drill] kill -9 left ${orphans.length} stored files and ${leftSpools.length} spool folders; removed by the first sweep after ${ORPHAN_AGE_MS / 60_000} min, at most ${(ORPHAN_AGE_MS + SWEEP_INTERVAL_MS) / 60_000} min after the kill`,
          );
        expect(ORPHAN_AGE_MS + SWEEP_INTERVAL_MS).toBeLessThanOrEqual(45 * 60_000);

        // Past the threshold they are gone.
        const past = new Date(Date.now() - ORPHAN_AGE_MS - 60_000);
        for (const file of orphans) utimesSync(path.join(dataDir, 'media', file), past, past);
        for (const folder of leftSpools) utimesSync(path.join(spoolRoot, folder), past, past);
        const third = await startServer(env);
        await until(() => third.output().includes('media sweep'), 30_000, 'the sweep');
        expect(third.output()).toMatch(/"removed":[1-9]/);
        expect(third.output()).toMatch(/"spools":[1-9]/);
        expect(mediaFiles(dataDir)).toEqual([]);
        expect(spools()).toEqual([]);
        third.child.kill('SIGTERM');
        expect(await third.exited).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
