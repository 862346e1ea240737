import { z } from './zod.ts';
import { envelope } from './common.ts';

/**
 * What advertisers ask a directory for beyond the advert itself: the screening a client goes through and
 * the deposit terms, said up front; a duo with another advertiser; and visitors who follow an advert.
 */

// ─── Screening and deposit terms ─────────────────────────────────────────────────────────────────
/** What a client must give before a first meeting: nothing, a phone call, references, or ID. */
export const SCREENING_LEVELS = ['none', 'phone', 'references', 'id'] as const;
export type Screening = (typeof SCREENING_LEVELS)[number];
export const DEPOSIT_POLICY_MAX = 300;

/** `screening` of `escort/update-profile` and of registration. Absent: unchanged (none at registration). */
export const screeningField = z.enum(SCREENING_LEVELS, { error: 'field_tools.screening_invalid' });

/**
 * `deposit_policy`: the advertiser's deposit and cancellation terms in her words, as plain text (shown as
 * text, never as HTML). Blank: no deposit terms.
 */
export const depositPolicyField = z
  .union([z.string(), z.null()], { error: 'field_tools.deposit_policy_too_long' })
  .transform((value) => {
    const text = (value ?? '').normalize('NFC').replace(/\r\n?/g, '\n').trim();
    return text === '' ? null : text;
  })
  .pipe(
    z
      .string()
      .max(DEPOSIT_POLICY_MAX, 'field_tools.deposit_policy_too_long')
      // Line breaks and tabs are kept; other control characters would only hide text.
      // eslint-disable-next-line no-control-regex
      .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), 'errors.text_invalid')
      .nullable(),
  );

/** What a public advert and the owner's profile say of screening and deposits, as saved. */
export const screeningFacts = {
  screening: z.enum(SCREENING_LEVELS),
  /** Plain text up to 300 characters, or null when the advertiser states no deposit terms. */
  deposit_policy: z.string().nullable(),
};

// ─── Duo ─────────────────────────────────────────────────────────────────────────────────────────
/** Invitations one advertiser may send in a day: an invite is a request to a stranger's dashboard. */
export const DUO_INVITES_PER_DAY = 5;
/** The same advert is invited again by the same advertiser at most once in this many days. */
export const DUO_REINVITE_DAYS = 7;

/** The other advert of a duo, as every view names it. */
export const duoPartner = z.object({ guid: z.string(), name: z.string() });
export type DuoPartner = z.infer<typeof duoPartner>;

/** `POST /api/account/duo`: the other advert's page address (or its id, the guid). */
export const duoInviteBody = z.object({
  advert_link: z
    .string({ error: 'field_tools.duo.link_required' })
    .trim()
    .min(1, 'field_tools.duo.link_required')
    .max(500, 'field_tools.duo.link_invalid'),
});
export type DuoInviteBody = z.input<typeof duoInviteBody>;

/** The guid an advert link names: the first id-shaped part of it. */
export const guidInLink = (link: string): string | null =>
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(link)?.[0]?.toLowerCase() ?? null;

/** `POST /api/account/duo/accept`: whose invitation is accepted. */
export const duoAcceptBody = z.object({
  guid: z
    .string({ error: 'field_tools.duo.invite_not_found' })
    .trim()
    .max(64, 'field_tools.duo.invite_not_found'),
});

/** `GET`/`POST`/`DELETE /api/account/duo`: the duo, the invitation sent and those received. */
export const duoState = z.object({
  duo: duoPartner.nullable(),
  invited: duoPartner.nullable(),
  invitations: z.array(duoPartner),
});
export type DuoState = z.infer<typeof duoState>;
export const duoResponse = envelope(duoState);
