import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const serverDir = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts `src/main.ts` as a real process on the embedded database of `env.DATA_DIR` (a caller's
 * DATABASE_URL is not passed on: these drills are about one process and its own files) and resolves once
 * it listens. `exited` gives the exit code, or the signal that ended it.
 */
export async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: '0', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const deadline = Date.now() + 90_000;
  while (!output.includes('Velvet is serving')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, exited, output: () => output };
}
