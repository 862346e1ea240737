import type { AppDeps } from '../deps.ts';
import { ensureConfiguredAdmin } from '../lib/admin-account.ts';
import { seedDemoCatalogue } from './demo/demo-catalogue.ts';

export type SeedOptions = { demo: boolean; log: (line: string) => void };

/**
 * Runs at every start, after the migrations (which create the reference data: the welcome package and the
 * default interests): ensures the admin account and, on a database without adverts with SEED_DEMO, loads the
 * demo catalogue (paid packages, adverts with generated artwork, testimonials). Idempotent.
 */
export async function seedDatabase(deps: AppDeps, options: SeedOptions): Promise<void> {
  const db = deps.database.db;
  await ensureConfiguredAdmin(db, deps.config, options.log);
  if (options.demo) await seedDemoCatalogue({ db, storage: deps.storage }, options.log);
}
