import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer } from '../server-process.ts';
import { mediaFiles, multipart, pngImage, registrationForm } from '../requests.ts';
import { ORPHAN_AGE_MS } from '../../src/modules/media/sweep.ts';

/**
 * The crash drill: the server is killed (SIGKILL) while a registration's photos are being stored, which
 * leaves files no row will ever reference. The next start reopens the database, and its sweep removes
 * those files once they are older than the threshold (aged here by setting their times back).
 */

const until = async (check: () => boolean, limitMs: number, what: string) => {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('kill -9 during a registration upload', () => {
  it('leaves orphan files that the sweep of the next start removes', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-crash-'));
    try {
      const port = await freePort();
      const env = { PORT: String(port), DATA_DIR: dataDir };
      const first = await startServer(env);

      // A registration with ten photos, sent slowly: the server stores each photo as it arrives.
      const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => pngImage(900 + i, 700)));
      const body = await multipart(registrationForm(), [
        { name: 'main_image', data: photos[0]!, filename: 'main.png', type: 'image/png' },
        ...photos.slice(1).map((data, i) => ({
          name: `images[${i}]`,
          data,
          filename: `p${i}.png`,
          type: 'image/png',
        })),
      ]);
      let sent = 0;
      const half = Math.floor(body.payload.length * 0.6);
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= half) return new Promise(() => {}); // and then the connection hangs, mid-form
          const chunk = body.payload.subarray(sent, Math.min(sent + 16 * 1024, half));
          sent += chunk.length;
          controller.enqueue(new Uint8Array(chunk));
          return new Promise((r) => setTimeout(r, 5));
        },
      });
      const request = fetch(`http://127.0.0.1:${port}/api/auth/register`, {
        method: 'POST',
        headers: body.headers,
        body: stream,
        duplex: 'half',
      } as RequestInit).catch((error: unknown) => error);

      await until(() => mediaFiles(dataDir).length >= 4, 60_000, 'stored photos');
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      await request;
      const orphans = mediaFiles(dataDir);
      expect(orphans.length).toBeGreaterThanOrEqual(4);

      // Young files survive a start: an upload may still be on its way to its rows.
      const second = await startServer(env);
      await until(() => second.output().includes('media sweep'), 30_000, 'the first sweep');
      expect(mediaFiles(dataDir)).toEqual(orphans);
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      // An hour later they are gone.
      const past = new Date(Date.now() - ORPHAN_AGE_MS - 60_000);
      for (const file of orphans) utimesSync(path.join(dataDir, 'media', file), past, past);
      const third = await startServer(env);
      await until(() => third.output().includes('media sweep'), 30_000, 'the sweep');
      expect(third.output()).toMatch(/"removed":[1-9]/);
      expect(mediaFiles(dataDir)).toEqual([]);
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
