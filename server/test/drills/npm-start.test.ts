import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` the way a process manager runs it: the compiled server under plain node, stopped by a signal
 * sent to the npm process itself (not to the server), leaving no process behind and the port free.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const serverDir = path.join(root, 'server');
// Ports of this test file; nothing else on the machine uses them.
const PORTS = { SIGTERM: 4110, SIGINT: 4111 } as const;

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-npm-start-'));
  // The web app is not what this file is about: WEB_DIST set tells `npm start` not to build it.
  mkdirSync(path.join(dataDir, 'web'));
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'ignore' });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every process below `pid`, from the kernel's process table. */
function descendants(pid: number): { pid: number; command: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [, p, pp, command] = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line)!;
      return { pid: Number(p), ppid: Number(pp), command: command! };
    });
  const found: { pid: number; command: string }[] = [];
  const walk = (parent: number) => {
    for (const row of rows.filter((r) => r.ppid === parent)) {
      found.push({ pid: row.pid, command: row.command });
      walk(row.pid);
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

describe('npm start', () => {
  it.each([
    { signal: 'SIGTERM' as const, to: 'to the npm process, as a process manager sends it' },
    { signal: 'SIGINT' as const, to: 'to the whole process group, as Ctrl-C in a terminal sends it' },
  ])(
    'runs the compiled server with plain node; $signal $to stops it gracefully and frees the port',
    { timeout: 180_000 },
    async ({ signal }) => {
      const port = PORTS[signal];
      expect(await portIsFree(port)).toBe(true);
      const npm = spawn('npm', ['start'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          DATA_DIR: path.join(dataDir, signal),
          WEB_DIST: path.join(dataDir, 'web'),
          DATABASE_URL: '',
          SEED_DEMO: '0',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, like a shell's foreground job.
        detached: true,
      });
      let output = '';
      npm.stdout.on('data', (d) => (output += d));
      npm.stderr.on('data', (d) => (output += d));
      const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));

      const deadline = Date.now() + 150_000;
      for (;;) {
        if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
        if (Date.now() > deadline) throw new Error(`npm start did not answer:\n${output}`);
        const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
        if (ready?.ok) break;
        await new Promise((r) => setTimeout(r, 200));
      }

      // Built just now: a start on an up-to-date build does not build again.
      expect(output).not.toContain('Building');
      expect(output).not.toContain('building…');

      const tree = descendants(npm.pid!);
      const server = tree.find((p) => p.command.includes(path.join('dist', 'main.js')));
      expect(server, JSON.stringify(tree)).toBeDefined();
      // Plain node on the compiled output: no TypeScript loader in the server process.
      expect(server!.command).not.toMatch(/tsx|\.ts\b/);
      expect(readFileSync(`/proc/${server!.pid}/cmdline`, 'utf8').split('\0')[0]).toBe(process.execPath);

      if (signal === 'SIGTERM') npm.kill(signal);
      else process.kill(-npm.pid!, signal);
      await exited;
      // Graceful, once: the server said it was shutting down (a second signal would have cut that short),
      // then everything below npm is gone.
      expect(output).toContain('shutting down');
      expect(output).not.toMatch(/second SIG/);
      for (const p of tree) expect(alive(p.pid), `${p.pid} ${p.command}`).toBe(false);
      expect(await portIsFree(port)).toBe(true);
    },
  );

  it('a production start without SMTP_URL stops with one line naming it', () => {
    let stderr = '';
    try {
      execFileSync(process.execPath, ['dist/main.js'], {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PAYMENT_PROVIDER: 'paypal',
          PAYPAL_CLIENT_ID: 'id',
          PAYPAL_CLIENT_SECRET: 'secret',
          DATA_DIR: path.join(dataDir, 'production'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      stderr = String((error as { stderr: Buffer }).stderr);
      expect((error as { status: number }).status).toBe(1);
    }
    expect(stderr.trim()).toMatch(/^Invalid environment variable SMTP_URL: required in production/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});
