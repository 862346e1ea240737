// Starts the real server for the browser journeys: a fresh data directory (so the demo catalogue is
// seeded anew), the built web app and the dev outbox / local payment provider.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-e2e-'));
const port = process.env.E2E_PORT ?? '3900';
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    PAYMENT_PROVIDER: 'local',
    ADMIN_EMAIL: 'admin@velvet.test',
    ADMIN_PASSWORD: 'e2e-admin-password-1',
    LOG_LEVEL: 'warn',
    // The journeys run on this machine only; their requests all come from 127.0.0.1.
    E2E: '1',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
