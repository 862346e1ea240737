import type { FastifyRequest } from 'fastify';
import Bowser from 'bowser';
import { DEVICE_ID_HEADER } from '@velvet/contract';

/**
 * A user-agent string as people recognise their devices: "Chrome 131 · Android". Only this summary is
 * stored, never the whole string (which carries build numbers that help fingerprint a device).
 */
export function browserSummary(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const name = parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  const os = parsed.os.name;
  const browser = name ? (major ? `${name} ${major}` : name) : null;
  const summary = [browser, os].filter(Boolean).join(' · ');
  return summary ? summary.slice(0, 80) : null;
}

/**
 * The browser a sign-in comes from: its summary for the session list, and the random id the web app
 * keeps for itself (a header; absent or malformed, the browser counts as one never seen before).
 */
export type SignInDevice = { browser: string | null; id: string | null };

/** A sign-in with no request behind it (tests, scripts): no browser, so it counts as new. */
export const NO_DEVICE: SignInDevice = { browser: null, id: null };

export function signInDevice(request: FastifyRequest): SignInDevice {
  const id = request.headers[DEVICE_ID_HEADER];
  return {
    browser: browserSummary(request.headers['user-agent']),
    id: typeof id === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : null,
  };
}
