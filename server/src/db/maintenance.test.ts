import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { vacuumEmbedded } from './maintenance.ts';

describe('vacuuming the embedded database', () => {
  it('vacuums and analyses every table, the updated ones included', async () => {
    const database = await openDatabase({});
    try {
      const { db } = database;
      await db.execute(
        sql`insert into interests (slug, name_en, name_da) select 'i' || g, 'i' || g, 'i' || g from generate_series(1, 500) g`,
      );
      await db.execute(sql`update interests set name_en = name_en || '!'`);
      const stats = async () =>
        (
          (await db.execute(
            sql`select n_live_tup::int as live, last_vacuum, last_analyze
                from pg_stat_user_tables where relname = 'interests'`,
          )) as unknown as {
            rows: { live: number; last_vacuum: unknown; last_analyze: unknown }[];
          }
        ).rows[0]!;
      expect((await stats()).last_vacuum).toBeNull();

      const ms = await vacuumEmbedded(database);

      expect(ms).toBeGreaterThanOrEqual(0);
      const after = await stats();
      expect(after.live).toBeGreaterThanOrEqual(500);
      expect(after.last_vacuum).not.toBeNull();
      expect(after.last_analyze).not.toBeNull();
    } finally {
      await database.close();
    }
  });
});
