// Starts the real server for the browser journeys: a fresh data directory (so the demo catalogue is
// seeded anew), the built web app and the dev outbox / local payment provider.
// `node server.mjs --verotel` starts a second one on E2E_PORT+1 taking payments through Verotel FlexPay,
// with the fake FlexPay of the server tests on E2E_PORT+2 sending its postbacks to it.
// `node server.mjs --pre` starts a third one on E2E_PORT+3 with MODERATION=pre (review before publishing),
// without the demo catalogue: its journeys bring their own adverts.
// The first server also offers the age check with MitID, against the local identity broker of the server
// tests (an OpenID provider) that it starts on E2E_BROKER_PORT (default E2E_PORT+90).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-e2e-'));
const verotel = process.argv.includes('--verotel');
const pre = process.argv.includes('--pre');
const basePort = Number(process.env.E2E_PORT ?? '3900');
const port = String(verotel ? basePort + 1 : pre ? basePort + 3 : basePort);
const fakePort = String(basePort + 2);
// A test key, never a real one: the fake FlexPay and the app share it.
const flexpay = { VEROTEL_SHOP_ID: '104050', VEROTEL_SIGNATURE_KEY: 'e2e-flexpay-test-signature-key' };
const serverDir = path.join(root, 'server');
const brokerPort = String(Number(process.env.E2E_BROKER_PORT ?? basePort + 90));
const main = !verotel && !pre;
// The test broker's client, never a real one (server/test/oidc-broker.ts).
const ageCheck = {
  AGE_CHECK_ISSUER: `http://127.0.0.1:${brokerPort}`,
  AGE_CHECK_CLIENT_ID: 'velvet-test',
  AGE_CHECK_CLIENT_SECRET: 'velvet-test-broker-secret-not-real',
};

const children = [];
if (verotel) {
  children.push(
    spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'test/fake-verotel.ts')], {
      cwd: serverDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...flexpay,
        FAKE_VEROTEL_PORT: fakePort,
        FAKE_VEROTEL_POSTBACK_URL: `http://127.0.0.1:${port}/api/payments/verotel/postback`,
      },
    }),
  );
}
if (main) {
  children.push(
    spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'test/oidc-broker.ts')], {
      cwd: serverDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        AGE_CHECK_BROKER_PORT: brokerPort,
        AGE_CHECK_REDIRECT_URI: `http://localhost:${port}/age-check/callback`,
      },
    }),
  );
}
const app = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: pre ? '0' : '1',
    MODERATION: pre ? 'pre' : 'post',
    ...(verotel
      ? { PAYMENT_PROVIDER: 'verotel', VEROTEL_BASE_URL: `http://127.0.0.1:${fakePort}`, ...flexpay }
      : { PAYMENT_PROVIDER: 'local' }),
    ...(main ? ageCheck : {}),
    ADMIN_EMAIL: 'admin@velvet.test',
    ADMIN_PASSWORD: 'e2e-admin-password-1',
    // Playwright stands in for the proxy: each journey names its own client address (fixtures.ts).
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  },
});
children.push(app);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
app.on('exit', (code) => {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
