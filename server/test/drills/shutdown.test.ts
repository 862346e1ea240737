import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, serverDir, startServer } from '../server-process.ts';

describe('process lifecycle', () => {
  it('refuses a bad environment variable with one line naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'abc' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid environment variable PORT: must be a port number (got "abc")');
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s finishes the request in flight, closes the database and restarts on the same data',
    // Two real starts, the first creating a database: on a loaded two-core machine that outlasts 60 s.
    { timeout: 180_000 },
    async (signal) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-shutdown-'));
      try {
        const port = await freePort();
        const env = { PORT: String(port), DATA_DIR: dataDir };
        const first = await startServer(env);
        const base = `http://127.0.0.1:${port}`;
        expect((await fetch(`${base}/api/ready`)).status).toBe(200);

        // A request whose body is still arriving when the signal comes must still get its answer.
        let sendRest!: () => void;
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"email":"x@example.test",'));
            sendRest = () => {
              controller.enqueue(new TextEncoder().encode('"password":"whatever-123","is_user":0}'));
              controller.close();
            };
          },
        });
        const inFlight = fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          duplex: 'half',
        } as RequestInit);
        await new Promise((r) => setTimeout(r, 300));
        first.child.kill(signal);
        await new Promise((r) => setTimeout(r, 300));
        sendRest();
        const response = await inFlight;
        expect(response.status).toBeLessThan(500);
        expect(await first.exited, first.output()).toBe(0);
        expect(first.output()).toContain('shutting down');

        const second = await startServer(env);
        expect((await fetch(`${base}/api/ready`)).status).toBe(200);
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it(
    'with SHUTDOWN_DRAIN_MS answers /api/ready 503 while still serving, then stops',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-drain-'));
      try {
        const port = await freePort();
        const server = await startServer({
          PORT: String(port),
          DATA_DIR: dataDir,
          SHUTDOWN_DRAIN_MS: '3000',
        });
        const base = `http://127.0.0.1:${port}`;
        expect((await fetch(`${base}/api/ready`)).status).toBe(200);

        const signalled = Date.now();
        server.child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 500));
        const ready = await fetch(`${base}/api/ready`);
        expect(ready.status).toBe(503);
        expect(((await ready.json()) as { data: { reason: string } }).data.reason).toBe('shutting_down');
        // Everything but readiness is still served during the drain: the balancer's last requests land.
        expect((await fetch(`${base}/api/health`)).status).toBe(200);
        expect((await fetch(`${base}/api/auth/interests`)).status).toBe(200);

        expect(await server.exited, server.output()).toBe(0);
        expect(Date.now() - signalled).toBeGreaterThanOrEqual(3000);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
