import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { serverSecret } from '../../db/server-secrets.ts';
import type { Db } from '../../db/client.ts';

/**
 * Authenticator secrets are kept encrypted (AES-256-GCM) under a key the server makes on first use and
 * every instance shares through `server_secrets`, as the media signing key is kept. A copy of the
 * `account_totp` table alone does not give anyone the codes. The account id is the associated data: a
 * secret copied onto another account's row does not decrypt.
 */
const KEY_NAME = 'totp';
const keys = new WeakMap<Db, Promise<Buffer>>();

async function loadKey(db: Db): Promise<Buffer> {
  return serverSecret(db, KEY_NAME);
}

function key(db: Db): Promise<Buffer> {
  let found = keys.get(db);
  if (!found) {
    found = loadKey(db);
    // A failed load (database down) is tried again by the next request instead of being remembered.
    found.catch(() => keys.delete(db));
    keys.set(db, found);
  }
  return found;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export async function sealSecret(db: Db, advertiserId: number, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(db), iv);
  cipher.setAAD(Buffer.from(`totp:${advertiserId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export async function openSecret(db: Db, advertiserId: number, sealed: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', await key(db), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`totp:${advertiserId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
