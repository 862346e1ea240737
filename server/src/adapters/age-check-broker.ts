import * as oidc from 'openid-client';
import type { Config } from '../config.ts';

/**
 * The identity broker an advertiser proves being 18 or older with (MitID through Signaturgruppen,
 * Criipto and the like): OpenID Connect, authorisation code with PKCE, through `openid-client`. The only
 * file that imports it. What it hands back is one boolean: the ID token's other claims (subject, name,
 * birth date, CPR number when a broker sends one) are never returned, stored or logged.
 */

export type AgeCheckSettings = NonNullable<Config['ageCheck']>;

/** What the browser is sent to, and what the server keeps to check the answer coming back. */
type AgeCheckStart = { url: string; state: string; nonce: string; codeVerifier: string };

/**
 * - `adult` / `minor`: a valid ID token answered "18:true" / "18:false".
 * - `cancelled`: the person cancelled or refused at the broker (`access_denied`).
 * - `failed`: anything else (wrong state, a code used twice, a bad signature, an expired token, an
 *   answer without the claim); `reason` is a short fixed word for the logs, never the token's content.
 */
type AgeCheckOutcome =
  { kind: 'adult' | 'minor' } | { kind: 'cancelled' } | { kind: 'failed'; reason: string };

export type AgeCheckBroker = {
  issuer: string;
  start(redirectUri: string): Promise<AgeCheckStart>;
  finish(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<AgeCheckOutcome>;
};

export type AgeCheckBrokerOptions = {
  /** Allow an http:// issuer (the local provider of tests and journeys); refused in production by config. */
  allowHttp?: boolean;
  /** Seconds added to this server's clock when judging the ID token's times (tests of an expired token). */
  clockSkewSeconds?: number;
};

/** The claim's two answers; any other value is not an answer to the question asked. */
const ANSWERS: Record<string, 'adult' | 'minor'> = { '18:true': 'adult', '18:false': 'minor' };

/** A word for the logs from an error of the library: its code or class, never its message or cause. */
function failureWord(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError) return `token_endpoint_${error.error}`.slice(0, 60);
  if (error instanceof oidc.AuthorizationResponseError) return `authorization_${error.error}`.slice(0, 60);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? code.slice(0, 60) : error.name.slice(0, 60);
  }
  return 'unknown';
}

export function createAgeCheckBroker(
  settings: AgeCheckSettings,
  options: AgeCheckBrokerOptions = {},
): AgeCheckBroker {
  // Discovery once per process, on the first check, so a broker that is down does not stop the server
  // from starting; a failed discovery is tried again on the next check.
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        options.clockSkewSeconds ? { [oidc.clockSkew]: options.clockSkewSeconds } : undefined,
        oidc.ClientSecretPost(settings.clientSecret),
        options.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .then((config) => {
        // The library takes an ID token from the token endpoint on TLS's word by default; the age answer
        // is worth checking against the issuer's published keys as well.
        oidc.enableNonRepudiationChecks(config);
        return config;
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    issuer: settings.issuer,

    async start(redirectUri) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        // Always ask: a broker session left open on a shared device must not answer for someone else.
        prompt: 'login',
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finish(callbackUrl, checks) {
      if (callbackUrl.searchParams.get('error') === 'access_denied') return { kind: 'cancelled' };
      let answer: unknown;
      try {
        const config = await configuration();
        // Checks the state, exchanges the code with the PKCE verifier, and checks the ID token's
        // signature (the issuer's published keys), issuer, audience, expiry and nonce.
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        // Only the one claim is read; the rest of the token goes out of scope here, unlogged.
        answer = tokens.claims()?.[settings.claim];
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied') {
          return { kind: 'cancelled' };
        }
        return { kind: 'failed', reason: failureWord(error) };
      }
      const kind = typeof answer === 'string' ? ANSWERS[answer] : undefined;
      return kind ? { kind } : { kind: 'failed', reason: 'claim_missing' };
    },
  };
}
