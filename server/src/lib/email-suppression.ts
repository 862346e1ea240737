import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '@velvet/contract';
import { serverSecret } from '../db/server-secrets.ts';
import type { Db } from '../db/client.ts';
import { emailSuppressions } from '../db/schema.ts';

/**
 * The suppression list's keys. An address is kept as an HMAC of its lower-cased form under a key every
 * instance shares (`server_secrets`), so the list names nobody and cannot be matched against a list of
 * addresses without the key. The one-click link carries that HMAC and a signature of it: following it
 * lists exactly the address the email went to, a forged or altered token is refused, and the link says
 * nothing about anyone (the answer is the same whether the address was listed, or has an account).
 */
export type EmailSuppression = {
  /** The HMAC of an address, as the list keeps it. */
  hash(address: string): string;
  /** The one-click link's token for an address. */
  token(address: string): string;
  /** The HMAC a token stands for, or null for a token we did not make. */
  read(token: string): string | null;
  /** `$PUBLIC_URL/api/unsubscribe?token=…&lang=…`: the page (GET) and the one-click target (POST). */
  url(address: string, lang: Language): string;
};

const KEY_NAME = 'email_suppression';

function createEmailSuppression(secret: Buffer, publicUrl: string): EmailSuppression {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest();
  const sign = (hash: Buffer) => mac(`unsubscribe:${hash.toString('hex')}`).subarray(0, 16);
  const hashBytes = (address: string) => mac(`address:${address.trim().toLowerCase()}`);
  const token = (address: string) => {
    const hash = hashBytes(address);
    return `${hash.toString('base64url')}.${sign(hash).toString('base64url')}`;
  };
  return {
    hash: (address) => hashBytes(address).toString('hex'),
    token,
    read(given) {
      const [hashPart, sigPart, ...rest] = given.split('.');
      if (!hashPart || !sigPart || rest.length) return null;
      const hash = Buffer.from(hashPart, 'base64url');
      const sig = Buffer.from(sigPart, 'base64url');
      if (hash.length !== 32 || sig.length !== 16) return null;
      return timingSafeEqual(sig, sign(hash)) ? hash.toString('hex') : null;
    },
    url: (address, lang) => `${publicUrl}/api/unsubscribe?token=${token(address)}&lang=${lang}`,
  };
}

/** The shared key: made by whichever instance starts first, read by all the others. */
export async function loadEmailSuppression(db: Db, publicUrl: string): Promise<EmailSuppression> {
  return createEmailSuppression(await serverSecret(db, KEY_NAME), publicUrl);
}

/** Anything drizzle can read through: the app's database or an open transaction. */
type Reader = Pick<Db, 'select'>;

export async function isSuppressed(db: Reader, addressHash: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: emailSuppressions.addressHash })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.addressHash, addressHash));
  return Boolean(row);
}

/** Lists an address (by its HMAC); listing it again changes nothing. */
export async function suppress(db: Pick<Db, 'insert'>, addressHash: string): Promise<void> {
  await db.insert(emailSuppressions).values({ addressHash }).onConflictDoNothing();
}
