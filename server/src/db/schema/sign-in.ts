import { bigint, boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, stringList, tstz } from './columns.ts';
import { advertiserKey, advertiserRef, advertisers } from './advertisers.ts';

/** Email one-time codes: hashed, single use, bound to account and purpose (0 register, 1 reset). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    purpose: smallint('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
    verifiedAt: tstz('verified_at'),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_codes_account_purpose_key').on(t.advertiserId, t.purpose)],
);

/** Bearer tokens: only a SHA-256 of the random token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    lastUsedAt: tstz('last_used_at'),
    /** What the account's device list shows: "Chrome 131 · Linux", never the whole user-agent string. */
    browser: text('browser'),
    /**
     * When the password (and the second factor, when on) was last given again on this session: adding
     * or removing a passkey and changing the password need it within the last few minutes, so a stolen
     * token alone cannot make itself permanent.
     */
    reauthenticatedAt: tstz('reauthenticated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_advertiser_idx').on(t.advertiserId),
  ],
);

/**
 * Browsers an account has signed in from: the SHA-256 of the random id in the browser's device cookie.
 * A sign-in from a browser not listed here emails the owner.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    deviceHash: text('device_hash').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('known_devices_account_device_key').on(t.advertiserId, t.deviceHash)],
);

/**
 * The code an address without one would have: a code asked for an address with no account (or a
 * registration code for one already verified) counts its wrong guesses here, as a real code does, so
 * the fifth wrong guess answers the same for every address. `email_hash` is a keyed hash of the
 * address; nothing here is ever sent or accepted.
 */
export const codeDecoys = pgTable(
  'code_decoys',
  {
    emailHash: text('email_hash').notNull(),
    purpose: smallint('purpose').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('code_decoys_email_purpose_key').on(t.emailHash, t.purpose),
    index('code_decoys_expires_idx').on(t.expiresAt),
  ],
);

/**
 * An account's authenticator-app secret (TOTP). Encrypted with AES-256-GCM under the `totp` key of
 * `server_secrets`, bound to the account. `enabled_at` null: set up but not yet confirmed with a code.
 * `last_time_step` is the newest accepted code's time step: a code is never accepted twice.
 */
export const accountTotp = pgTable('account_totp', {
  advertiserId: advertiserKey(),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: tstz('enabled_at'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes of the two-factor sign-in (SHA-256 of 80 random bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_account_hash_key').on(t.advertiserId, t.codeHash)],
);

/**
 * A sign-in waiting for its second factor: the right password was given, a code is still due. Only the
 * SHA-256 of the challenge is kept; it expires after minutes and is locked after 10 tries.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    challengeHash: text('challenge_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_hash_key').on(t.challengeHash),
    index('sign_in_challenges_account_idx').on(t.advertiserId),
  ],
);

/** Passkeys (WebAuthn credentials). `user_handle` is the same random id for every passkey of one account. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: stringList('transports'),
    userHandle: text('user_handle').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    lastUsedAt: tstz('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passkeys_credential_key').on(t.credentialId),
    index('passkeys_account_idx').on(t.advertiserId),
  ],
);

/**
 * WebAuthn ceremonies in progress: the SHA-256 of each challenge the server handed out, single use and
 * short-lived. `advertiser_id` is set when a signed-in account adds a passkey, null for a passkey sign-in.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: serialId(),
    challengeHash: text('challenge_hash').notNull(),
    purpose: text('purpose', { enum: ['register', 'sign_in'] }).notNull(),
    advertiserId: integer('advertiser_id').references(() => advertisers.id, { onDelete: 'cascade' }),
    /** The user handle a passkey being added is made with (the account's own, or a new one for its first). */
    userHandle: text('user_handle'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passkey_challenges_hash_key').on(t.challengeHash),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);
