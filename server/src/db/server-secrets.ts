import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSecrets } from './schema.ts';

/**
 * A 32-byte key kept in `server_secrets` under `name`: made by whichever instance starts first (the insert
 * that loses the race does nothing), then read by all of them, so every instance signs with the same key.
 */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: serverSecrets.secret })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return Buffer.from(row!.secret, 'hex');
}
