import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A local identity broker for the age check's tests and journeys: a real OpenID Connect provider
 * (`oidc-provider`) set up as Signaturgruppen's MitID broker is: its own signing key, discovery, the scope
 * `openid minimal age_verify:18` and the claim `idbrokerdk_age_verified` ("18:true" / "18:false") in the ID
 * token, and a sign-in page of its own where the person picks who they are, or cancels. It also sends
 * what a careless broker might: a subject, a name, a birth date and a CPR-like number, which the app
 * must drop.
 *
 * Run alone for a journey: `AGE_CHECK_BROKER_PORT=4590 AGE_CHECK_REDIRECT_URI=http://localhost:4500/age-check/callback
 * node --import tsx test/oidc-broker.ts`.
 */

export const BROKER_CLIENT = { id: 'velvet-test', secret: 'velvet-test-broker-secret-not-real' };
const AGE_CLAIM = 'idbrokerdk_age_verified';

/** The people who can sign in at the test broker. What a real broker would never send us is here too. */
export const PEOPLE = {
  adult: {
    sub: 'mitid-subject-5f0c2a9e',
    [AGE_CLAIM]: '18:true',
    name: 'Testperson Aldersen',
    birthdate: '1990-01-01',
    cpr: '0101901234',
  },
  minor: {
    sub: 'mitid-subject-77d1b3c4',
    [AGE_CLAIM]: '18:false',
    name: 'Ung Testperson',
    birthdate: '2010-06-15',
    cpr: '1506104321',
  },
} as const;
export type Person = keyof typeof PEOPLE;

export type TestBroker = { issuer: string; close: () => Promise<void> };

export type TestBrokerOptions = {
  /** 0 = any free port. */
  port?: number;
  redirectUris: string[];
  /**
   * Sign ID tokens with a key the issuer does not publish (same key id, other key material): a forged or
   * tampered token, as far as the client can tell.
   */
  foreignSigningKey?: boolean;
};

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'broker-signing-key', alg: 'RS256', use: 'sig' };
}

function providerFor(issuer: string, redirectUris: string[], key: ReturnType<typeof signingKey>) {
  const configuration: Configuration = {
    clients: [
      {
        client_id: BROKER_CLIENT.id,
        client_secret: BROKER_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [key] },
    cookies: { keys: ['test-broker-cookie-key-not-real'] },
    scopes: ['openid', 'minimal', 'age_verify:18'],
    claims: { openid: ['sub'], minimal: [], 'age_verify:18': [AGE_CLAIM, 'name', 'birthdate', 'cpr'] },
    // The broker puts the age answer in the ID token itself, as Signaturgruppen's does.
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const person = Object.values(PEOPLE).find((p) => p.sub === sub);
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ ...person }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  // The provider logs its own errors to the console by default; a test expects them, quietly.
  provider.on('server_error', () => {});
  return provider;
}

const page = (uid: string) => `<!doctype html>
<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>MitID (test broker)</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem}</style>
</head><body>
<h1>MitID – test broker</h1>
<p>Log ind for at bekræfte din alder. / Sign in to confirm your age.</p>
<form method="post" action="/interaction/${uid}/login">
  <label for="person">Person</label>
  <select id="person" name="person">
    <option value="adult">Testperson Aldersen (18+)</option>
    <option value="minor">Ung Testperson (under 18)</option>
  </select>
  <button type="submit">Log ind / Sign in</button>
</form>
<form method="post" action="/interaction/${uid}/cancel"><button type="submit">Afbryd / Cancel</button></form>
</body></html>`;

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The broker's own sign-in: the person picks who they are (login and consent at once) or cancels. */
async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse, path: string) {
  const [, , uid, action] = path.split('/');
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  if (req.method === 'GET' && !action) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(details.uid));
    return;
  }
  if (req.method === 'POST' && action === 'cancel') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  if (req.method === 'POST' && action === 'login') {
    const chosen = (await formOf(req)).get('person');
    const person = chosen === 'minor' ? PEOPLE.minor : PEOPLE.adult;
    const clientId = String(details.params.client_id);
    const grant = new provider.Grant({ accountId: person.sub, clientId });
    grant.addOIDCScope(String(details.params.scope));
    grant.addOIDCClaims([AGE_CLAIM, 'name', 'birthdate', 'cpr']);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  res.writeHead(404).end();
}

/** Starts the broker on 127.0.0.1; `issuer` is its address. */
export async function startTestBroker(options: TestBrokerOptions): Promise<TestBroker> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const published = signingKey();
  const provider = providerFor(issuer, options.redirectUris, published);
  // The forging twin: the same issuer and client, signing with other key material under the same key id.
  // It answers everything but the published keys, which come from the real one.
  const signer = options.foreignSigningKey
    ? providerFor(issuer, options.redirectUris, { ...signingKey(), kid: published.kid })
    : provider;
  const publishing = provider.callback();
  const signing = signer.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (path.startsWith('/interaction/')) {
      interaction(signer, req, res, path).catch(() => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' }).end('interaction failed');
      });
      return;
    }
    if (path === '/jwks') return void publishing(req, res);
    void signing(req, res);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What a browser does at the broker, without one: follows the sign-in address through the broker's
 * redirects to its sign-in page, picks a person (or cancels), and follows on until the broker sends it
 * back to the app. Answers the query string the app's callback page would receive.
 */
export async function signInAtBroker(authorizationUrl: string, choice: Person | 'cancel'): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  let interactionUid: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const target = new URL(url);
    if (target.pathname.endsWith('/age-check/callback')) return target.search.slice(1);
    const res = await fetch(target, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    remember(res);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, target).href;
      continue;
    }
    if (res.status === 200 && target.pathname.startsWith('/interaction/') && !interactionUid) {
      interactionUid = target.pathname.split('/')[2];
      url = new URL(`/interaction/${interactionUid}/${choice === 'cancel' ? 'cancel' : 'login'}`, target)
        .href;
      form = new URLSearchParams(choice === 'cancel' ? {} : { person: choice });
      continue;
    }
    throw new Error(`the broker answered ${res.status} at ${target.pathname}: ${await res.text()}`);
  }
  throw new Error('too many redirects at the broker');
}

// Started alone (journeys): one broker on AGE_CHECK_BROKER_PORT, for the app at AGE_CHECK_REDIRECT_URI.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.AGE_CHECK_BROKER_PORT ?? 4590);
  const redirectUris = (
    process.env.AGE_CHECK_REDIRECT_URI ?? 'http://localhost:3000/age-check/callback'
  ).split(',');
  const broker = await startTestBroker({ port, redirectUris });
  console.log(`test identity broker at ${broker.issuer}`);
  const stop = () => void broker.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
