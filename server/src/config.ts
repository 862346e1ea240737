import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Every environment variable (the README's table), validated once at start. */
const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** An IP address, or a CIDR range of one (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in `X-Forwarded-For`: a number of hops (`1` = the one reverse proxy
 * in front of the app: the client is the address that proxy saw, the rightmost entry), or a comma list
 * of the proxies' addresses or CIDR ranges. "Trust every hop" is refused: the leftmost entry is written
 * by the client, so per-IP limits would count whatever address a client chooses.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] | false => {
    if (value === '0' || value === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const list = value.split(',').map((part) => part.trim());
    if (list.every(isAddressOrRange)) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'must be the number of proxy hops (1 behind one reverse proxy) or the proxies\' addresses; "true" would trust any client\'s X-Forwarded-For'
          : 'must be the number of proxy hops or a comma-separated list of proxy addresses/CIDR ranges',
    });
    return z.NEVER;
  });

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const milliseconds = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100 ms')
      .max(600_000, 'must be at most 600000 ms (10 minutes)')
      .default(fallback),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, urlWithProtocols(['http:', 'https:']).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, urlWithProtocols(['postgres:', 'postgresql:']).optional()),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(5000),
  DATABASE_IDLE_TIMEOUT_MS: milliseconds(30_000),
  DATABASE_WAIT_TIMEOUT_MS: milliseconds(3000),
  DATABASE_REPLICA_URL: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  ),
  PGLITE_THREAD: z.preprocess(emptyAsUndefined, flag.optional()),
  SHUTDOWN_DRAIN_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .max(60_000, 'must be at most 60000 ms (1 minute)')
      .default(0),
  ),
  SMTP_URL: z.preprocess(emptyAsUndefined, urlWithProtocols(['smtp:', 'smtps:']).optional()),
  MAIL_FROM: z.string().min(3).default('Velvet <no-reply@velvet.localhost>'),
  PAYMENT_PROVIDER: z.enum(['local', 'paypal', 'verotel']).default('local'),
  VEROTEL_SHOP_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,12}$/, 'must be a number')
      .optional(),
  ),
  VEROTEL_SIGNATURE_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  VEROTEL_BASE_URL: urlWithProtocols(['http:', 'https:']).default('https://secure.verotel.com'),
  PAYPAL_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  PAYPAL_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  PAYPAL_API_BASE: urlWithProtocols(['http:', 'https:']).default('https://api-m.sandbox.paypal.com'),
  GOOGLE_MAPS_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DEMO: z.preprocess(emptyAsUndefined, flag.optional()),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.string().email('must be an email address').optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  REDIS_URL: z.preprocess(emptyAsUndefined, urlWithProtocols(['redis:', 'rediss:']).optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxy.optional()),
  STATS_KEY: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  METRICS: z.preprocess(emptyAsUndefined, flag.optional()),
  MODERATION: z.preprocess(
    emptyAsUndefined,
    z.enum(['post', 'pre'], { message: 'must be "post" or "pre"' }).default('post'),
  ),
  QUICK_EXIT_URL: urlWithProtocols(['https:', 'http:']).default('https://www.dr.dk/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, urlWithProtocols(['http:', 'https:']).optional()),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  MEDIA_PUBLIC_URL: z.preprocess(emptyAsUndefined, urlWithProtocols(['http:', 'https:']).optional()),
  AGE_CHECK_ISSUER: z.preprocess(emptyAsUndefined, urlWithProtocols(['https:', 'http:']).optional()),
  AGE_CHECK_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  AGE_CHECK_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  AGE_CHECK_SCOPE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/(^|\s)openid(\s|$)/, 'must include the scope "openid"')
      .default('openid minimal age_verify:18'),
  ),
  AGE_CHECK_CLAIM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w.:-]{1,100}$/, 'must be a claim name')
      .default('idbrokerdk_age_verified'),
  ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Folder of the built web app; default web/dist. */
  webDist: string | undefined;
  databaseUrl: string | undefined;
  /** PostgreSQL pool limits, so an unreachable or stalled database turns into quick 503s. */
  databaseTimeouts: { connectMs: number; statementMs: number; idleMs: number; waitMs: number };
  /** A read replica of DATABASE_URL: the public catalogue reads go there, everything else to the primary. */
  databaseReplicaUrl: string | undefined;
  /** The embedded database (no DATABASE_URL) runs in a thread of its own; PGLITE_THREAD=0 keeps it in the server's. */
  pgliteThread: boolean;
  /**
   * On SIGTERM/SIGINT, how long /api/ready answers 503 while requests are still served, before the
   * server stops taking connections: the time a load balancer needs to take the instance out of rotation.
   */
  shutdownDrainMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentProvider: 'local' | 'paypal' | 'verotel';
  paypal: { clientId: string | undefined; clientSecret: string | undefined; apiBase: string };
  verotel: { shopId: string | undefined; signatureKey: string | undefined; baseUrl: string };
  googleMapsApiKey: string | undefined;
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
  redisUrl: string | undefined;
  /** Key of the visitor hash that counts a view once per visitor and day; random per start when unset. */
  statsKey: string | undefined;
  /** Proxy hops (or proxy addresses) whose `X-Forwarded-For` names the client; false = none. */
  trustProxy: number | string[] | false;
  logLevel: string;
  /** Serve Prometheus metrics at /metrics. */
  metrics: boolean;
  /**
   * When operators review adverts: `post` = public once paid, reviewed afterwards; `pre` = a paid advert
   * and every new photo or video stay hidden until an operator approves them.
   */
  moderation: 'post' | 'pre';
  /** The neutral site the "Quick exit" control and Escape pressed three times replace the page with. */
  quickExitUrl: string;
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      }
    | undefined;
  mediaPublicUrl: string | undefined;
  /**
   * The identity broker an advertiser proves being 18 or older with (MitID through OpenID Connect); unset
   * = the option is not offered. `claim` is the ID token claim answering "18:true" or "18:false".
   */
  ageCheck:
    { issuer: string; clientId: string; clientSecret: string; scope: string; claim: string } | undefined;
};

/**
 * The address the site opens at, as the server listens: HOST and PORT as given (an IPv6 address in
 * brackets), so HOST=127.0.0.1 prints http://127.0.0.1:3000, not the PUBLIC_URL default's localhost (a
 * browser keeps the two apart: a session made on one is not on the other). Listening on every interface
 * (0.0.0.0, ::) prints PUBLIC_URL, and a PUBLIC_URL naming this very address is printed as given.
 */
export function listeningUrl(host: string, port: number, publicUrl: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return publicUrl;
  const url = `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
  return new URL(publicUrl).host === new URL(url).host ? publicUrl : url;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Turns the environment into a typed config, or throws a ConfigError with one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const got = env[name];
    throw new ConfigError(
      `Invalid environment variable ${name}: ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`,
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.PAYMENT_PROVIDER === 'local') {
    throw new ConfigError(
      'Invalid environment variable PAYMENT_PROVIDER: "local" is refused in production; use "verotel" or "paypal"',
    );
  }
  // Without SMTP the codes, receipts and booking requests would only reach the console: nobody could sign up.
  if (isProduction && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid environment variable SMTP_URL: required in production (e.g. smtps://user:password@smtp.example.com:465)',
    );
  }
  if (e.PAYMENT_PROVIDER === 'paypal' && (!e.PAYPAL_CLIENT_ID || !e.PAYPAL_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid environment variable PAYPAL_CLIENT_ID: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required when PAYMENT_PROVIDER=paypal',
    );
  }
  if (e.PAYMENT_PROVIDER === 'verotel' && (!e.VEROTEL_SHOP_ID || !e.VEROTEL_SIGNATURE_KEY)) {
    throw new ConfigError(
      `Invalid environment variable ${e.VEROTEL_SHOP_ID ? 'VEROTEL_SIGNATURE_KEY' : 'VEROTEL_SHOP_ID'}: VEROTEL_SHOP_ID and VEROTEL_SIGNATURE_KEY are required when PAYMENT_PROVIDER=verotel`,
    );
  }
  if (isProduction && e.PAYMENT_PROVIDER === 'verotel' && new URL(e.VEROTEL_BASE_URL).protocol !== 'https:') {
    throw new ConfigError(
      `Invalid environment variable VEROTEL_BASE_URL: must start with https:// in production (got ${JSON.stringify(e.VEROTEL_BASE_URL)})`,
    );
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      `Invalid environment variable ${e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: ADMIN_EMAIL and ADMIN_PASSWORD go together`,
    );
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment variable DATABASE_REPLICA_URL: a replica needs its primary in DATABASE_URL',
    );
  }
  if (e.AGE_CHECK_ISSUER && (!e.AGE_CHECK_CLIENT_ID || !e.AGE_CHECK_CLIENT_SECRET)) {
    throw new ConfigError(
      `Invalid environment variable ${e.AGE_CHECK_CLIENT_ID ? 'AGE_CHECK_CLIENT_SECRET' : 'AGE_CHECK_CLIENT_ID'}: AGE_CHECK_CLIENT_ID and AGE_CHECK_CLIENT_SECRET are required when AGE_CHECK_ISSUER is set`,
    );
  }
  // The broker's answer decides who is an adult: in production it travels over TLS only.
  if (isProduction && e.AGE_CHECK_ISSUER && new URL(e.AGE_CHECK_ISSUER).protocol !== 'https:') {
    throw new ConfigError(
      `Invalid environment variable AGE_CHECK_ISSUER: must start with https:// in production (got ${JSON.stringify(e.AGE_CHECK_ISSUER)})`,
    );
  }
  if (e.S3_ENDPOINT && !e.S3_BUCKET) {
    throw new ConfigError('Invalid environment variable S3_BUCKET: required when S3_ENDPOINT is set');
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleMs: e.DATABASE_IDLE_TIMEOUT_MS,
      waitMs: e.DATABASE_WAIT_TIMEOUT_MS,
    },
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    pgliteThread: e.PGLITE_THREAD ?? true,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentProvider: e.PAYMENT_PROVIDER,
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      apiBase: e.PAYPAL_API_BASE,
    },
    verotel: {
      shopId: e.VEROTEL_SHOP_ID,
      signatureKey: e.VEROTEL_SIGNATURE_KEY,
      baseUrl: e.VEROTEL_BASE_URL.replace(/\/+$/, ''),
    },
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    redisUrl: e.REDIS_URL,
    statsKey: e.STATS_KEY,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS ?? false,
    moderation: e.MODERATION,
    quickExitUrl: e.QUICK_EXIT_URL,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL,
    ageCheck:
      e.AGE_CHECK_ISSUER && e.AGE_CHECK_CLIENT_ID && e.AGE_CHECK_CLIENT_SECRET
        ? {
            issuer: e.AGE_CHECK_ISSUER,
            clientId: e.AGE_CHECK_CLIENT_ID,
            clientSecret: e.AGE_CHECK_CLIENT_SECRET,
            scope: e.AGE_CHECK_SCOPE,
            claim: e.AGE_CHECK_CLAIM,
          }
        : undefined,
  };
}
