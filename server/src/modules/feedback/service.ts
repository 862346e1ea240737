import type { Feedback, FeedbackBody } from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import { advertNotFound, findVisibleId, isGuid } from '../adverts/index.ts';
import { approvedTestimonials, insertPendingTestimonial } from './repo.ts';

type Deps = Pick<AppDeps, 'database'>;

/** The detail page shows the newest testimonials; older ones add nothing a visitor reads. */
const FEEDBACK_LIST_MAX = 50;
const INT4_MAX = 2_147_483_647;

/**
 * `escortId` in `feedback/user/{escortId}` is the advert's numeric id; its guid is accepted too. Anything
 * else is not found.
 */
async function visibleAdvertId(deps: Deps, escortId: string, db = deps.database.db): Promise<number> {
  const key =
    /^\d{1,10}$/.test(escortId) && Number(escortId) <= INT4_MAX
      ? { id: Number(escortId) }
      : isGuid(escortId)
        ? { guid: escortId }
        : null;
  const id = key ? await findVisibleId(db, key) : undefined;
  if (id === undefined) throw advertNotFound();
  return id;
}

/** Approved testimonials only, newest first, each id once. */
export async function listFeedback(deps: Deps, escortId: string): Promise<Feedback[]> {
  // Public reads: the replica when there is one.
  const rows = await approvedTestimonials(
    deps.database.readDb,
    await visibleAdvertId(deps, escortId, deps.database.readDb),
    FEEDBACK_LIST_MAX,
  );
  const seen = new Set<number>();
  return rows
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .map((r) => ({
      id: r.id,
      name: r.name,
      rating: r.rating,
      message: r.message,
      created_at: r.createdAt.toISOString(),
    }));
}

/** A visitor's testimonial: stored pending; public only after an admin approves it. */
export async function submitFeedback(deps: Deps, body: FeedbackBody): Promise<void> {
  const advertiserId = await visibleAdvertId(deps, body.guid);
  await insertPendingTestimonial(deps.database.db, {
    advertiserId,
    name: body.name,
    rating: body.rating,
    message: body.message,
  });
}
