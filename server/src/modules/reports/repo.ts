import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertisers, reports } from '../../db/schema.ts';

/** Any advert (not an operator account) by guid, whether public or not: a suspended advert can still be reported. */
export async function findAdvertForReport(db: Db, guid: string) {
  const [row] = await db
    .select({ id: advertisers.id, name: advertisers.name })
    .from(advertisers)
    .where(and(eq(advertisers.guid, guid), eq(advertisers.role, 'advertiser')))
    .limit(1);
  return row ?? null;
}

export async function insertReport(
  db: Db,
  values: {
    advertiserId: number;
    reason: (typeof reports.$inferInsert)['reason'];
    details: string;
    reporterEmail: string | null;
  },
) {
  const [row] = await db
    .insert(reports)
    .values(values)
    .returning({ id: reports.id, createdAt: reports.createdAt });
  return row!;
}
