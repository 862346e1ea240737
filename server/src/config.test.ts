import { describe, expect, it } from 'vitest';
import { ConfigError, listeningUrl, loadConfig } from './config.ts';

/** The least a production start needs: real mail and a real payment provider. */
const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.test:587',
  PAYMENT_PROVIDER: 'paypal',
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 's',
};

describe('configuration from the environment', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      paymentProvider: 'local',
      seedDemo: true,
      admin: undefined,
      databaseTimeouts: { connectMs: 3000, statementMs: 5000, idleMs: 30_000, waitMs: 3000 },
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '20000' })
        .databaseTimeouts,
    ).toEqual({ connectMs: 1500, statementMs: 20_000, idleMs: 30_000, waitMs: 3000 });
  });

  it('derives PUBLIC_URL from PORT and turns the demo seed off in production by default', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const prod = loadConfig(production);
    expect(prod).toMatchObject({
      isProduction: true,
      paymentProvider: 'paypal',
      smtpUrl: production.SMTP_URL,
    });
    expect(prod.seedDemo).toBe(false);
    const verotel = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: production.SMTP_URL,
      PAYMENT_PROVIDER: 'verotel',
      VEROTEL_SHOP_ID: '104050',
      VEROTEL_SIGNATURE_KEY: 'a-long-signature-key',
    });
    expect(verotel.verotel).toEqual({
      shopId: '104050',
      signatureKey: 'a-long-signature-key',
      baseUrl: 'https://secure.verotel.com',
    });
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({}).metrics).toBe(false);
    expect(loadConfig({ METRICS: '1' }).metrics).toBe(true);
    expect(loadConfig({}).moderation).toBe('post');
    expect(loadConfig({ MODERATION: 'pre' }).moderation).toBe('pre');
  });

  const bad: [Record<string, string | undefined>, RegExp][] = [
    [{ PORT: 'abc' }, /^Invalid environment variable PORT: must be a port number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid environment variable PORT:/],
    [{ TRUST_PROXY: 'true' }, /^Invalid environment variable TRUST_PROXY: .*would trust any client/],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      /^Invalid environment variable TRUST_PROXY: must be the number of proxy hops/,
    ],
    [{ TRUST_PROXY: 'proxy.local' }, /^Invalid environment variable TRUST_PROXY/],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid environment variable DATABASE_URL: must be a URL starting with postgres:/,
    ],
    [{ DATABASE_URL: 'not a url' }, /^Invalid environment variable DATABASE_URL/],
    [
      { DATABASE_REPLICA_URL: 'postgres://replica/velvet' },
      /^Invalid environment variable DATABASE_REPLICA_URL: a replica needs its primary in DATABASE_URL$/,
    ],
    [
      { DATABASE_URL: 'postgres://primary/velvet', DATABASE_REPLICA_URL: 'http://replica' },
      /^Invalid environment variable DATABASE_REPLICA_URL/,
    ],
    [{ SMTP_URL: 'http://mail' }, /^Invalid environment variable SMTP_URL/],
    [{ PAYMENT_PROVIDER: 'stripe' }, /^Invalid environment variable PAYMENT_PROVIDER/],
    [
      { NODE_ENV: 'production' },
      /^Invalid environment variable PAYMENT_PROVIDER: "local" is refused in production/,
    ],
    [
      { ...production, PAYMENT_PROVIDER: 'local' },
      /^Invalid environment variable PAYMENT_PROVIDER: "local" is refused in production/,
    ],
    [
      { ...production, SMTP_URL: '' },
      /^Invalid environment variable SMTP_URL: required in production \(e\.g\. smtps:\/\//,
    ],
    [{ ...production, SMTP_URL: undefined }, /^Invalid environment variable SMTP_URL/],
    [{ PAYMENT_PROVIDER: 'paypal' }, /^Invalid environment variable PAYPAL_CLIENT_ID/],
    [{ PAYMENT_PROVIDER: 'verotel' }, /^Invalid environment variable VEROTEL_SHOP_ID: VEROTEL_SHOP_ID and/],
    [
      { PAYMENT_PROVIDER: 'verotel', VEROTEL_SHOP_ID: '104050' },
      /^Invalid environment variable VEROTEL_SIGNATURE_KEY/,
    ],
    [{ VEROTEL_SHOP_ID: 'shop' }, /^Invalid environment variable VEROTEL_SHOP_ID: must be a number/],
    [{ VEROTEL_SIGNATURE_KEY: 'short' }, /^Invalid environment variable VEROTEL_SIGNATURE_KEY/],
    [{ VEROTEL_BASE_URL: 'ftp://verotel' }, /^Invalid environment variable VEROTEL_BASE_URL/],
    [
      {
        NODE_ENV: 'production',
        SMTP_URL: production.SMTP_URL,
        PAYMENT_PROVIDER: 'verotel',
        VEROTEL_SHOP_ID: '104050',
        VEROTEL_SIGNATURE_KEY: 'a-long-signature-key',
        VEROTEL_BASE_URL: 'http://secure.verotel.com',
      },
      /^Invalid environment variable VEROTEL_BASE_URL: must start with https:\/\/ in production/,
    ],
    [{ ADMIN_EMAIL: 'ops@velvet.dk' }, /^Invalid environment variable ADMIN_PASSWORD/],
    [
      { ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long enough pw' },
      /^Invalid environment variable ADMIN_EMAIL: must be an email address/,
    ],
    [{ SEED_DEMO: 'maybe' }, /^Invalid environment variable SEED_DEMO/],
    [{ REDIS_URL: 'localhost:6379' }, /^Invalid environment variable REDIS_URL/],
    [{ DATABASE_CONNECT_TIMEOUT_MS: 'soon' }, /^Invalid environment variable DATABASE_CONNECT_TIMEOUT_MS/],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '5' }, /^Invalid environment variable DATABASE_STATEMENT_TIMEOUT_MS/],
    [{ METRICS: 'yes' }, /^Invalid environment variable METRICS/],
    [{ MODERATION: 'before' }, /^Invalid environment variable MODERATION: must be "post" or "pre"/],
  ];
  it.each(bad)('refuses %j with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('reads TRUST_PROXY as proxy hops or proxy addresses, never "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10 ,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      'fd00::/8',
    ]);
  });
});

describe('listeningUrl: the address the start line prints', () => {
  it('is HOST and PORT as given, so HOST=127.0.0.1 does not print localhost', () => {
    expect(listeningUrl('127.0.0.1', 3000, 'http://localhost:3000')).toBe('http://127.0.0.1:3000');
    expect(listeningUrl('::1', 3000, 'http://localhost:3000')).toBe('http://[::1]:3000');
    expect(listeningUrl('localhost', 3000, 'http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('is PUBLIC_URL when the server listens on every interface', () => {
    expect(listeningUrl('0.0.0.0', 3000, 'https://velvet.dk')).toBe('https://velvet.dk');
    expect(listeningUrl('::', 3000, 'https://velvet.dk')).toBe('https://velvet.dk');
  });
});
