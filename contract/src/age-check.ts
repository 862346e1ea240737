import { z } from './zod.ts';
import { isoDate } from './dates.ts';
import { envelope } from './common.ts';

/**
 * The age check: an advertiser proves being 18 or older with MitID through an identity broker (OpenID
 * Connect). Only the answer is kept: found 18+ or not, by which issuer, when.
 */

/** The web page the broker sends the browser back to (the redirect URI registered with the broker). */
export const AGE_CHECK_CALLBACK_PATH = '/age-check/callback';

/** What is kept of a check: never a subject identifier, name, birth date or CPR number. */
export const ageCheckResult = z.object({
  adult: z.boolean(),
  issuer: z.string(),
  checked_at: isoDate,
});
export type AgeCheckResult = z.infer<typeof ageCheckResult>;

/** `GET /api/account/age-check`: whether the site offers the check, and the account's latest result. */
export const accountAgeCheckData = z.object({
  available: z.boolean(),
  result: ageCheckResult.nullable(),
});
export type AccountAgeCheckData = z.infer<typeof accountAgeCheckData>;
export const accountAgeCheckResponse = envelope(accountAgeCheckData);

/** `POST /api/account/age-check`: where to send the browser (the broker's sign-in). */
export const ageCheckStartData = z.object({ url: z.string() });
export const ageCheckStartResponse = envelope(ageCheckStartData);

/**
 * `POST /api/account/age-check/callback`: the query string the broker sent the browser back with
 * (`code`, `state`, `iss`, or `error`), as it arrived.
 */
export const ageCheckCallbackBody = z.object({
  query: z.string().max(4096, 'age_check.failed'),
});
export type AgeCheckCallbackBody = z.infer<typeof ageCheckCallbackBody>;
