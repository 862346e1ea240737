import type { AdminTestimonial } from '@velvet/contract';
import { audited } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import { iso, type Deps, type Operator } from '../shared/service.ts';
import * as repo from './repo.ts';

export async function listTestimonials(
  deps: Deps,
  query: { status: repo.TestimonialStatusFilter; page: number },
) {
  const page = await repo.testimonialPage(deps.database.db, query);
  const list: AdminTestimonial[] = page.rows.map((r) => ({
    id: r.id,
    name: r.name,
    rating: r.rating,
    message: r.message,
    status: r.status,
    moderated_at: iso(r.moderatedAt),
    created_at: r.createdAt.toISOString(),
    advert: { id: r.advertId, guid: r.advertGuid, name: r.advertName },
  }));
  return { testimonials: list, pagination: page.pagination };
}

/** Only approved testimonials are shown on the advert. */
export async function moderateTestimonial(
  deps: Deps,
  actor: Operator,
  id: number,
  status: 'approved' | 'rejected',
) {
  const action = status === 'approved' ? 'testimonial.approve' : 'testimonial.reject';
  await audited(deps.database.db, actor, { action, targetType: 'testimonial', targetId: id }, async (tx) => {
    const before = await repo.findTestimonial(tx, id);
    if (!before) throw notFound();
    await repo.setModeration(tx, id, { status, moderatedBy: actor.id });
    return { before: { status: before.status }, after: { status } };
  });
}
