import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_SIZE,
  adminTestimonial,
  adminTestimonialsQuery,
  type AdminTestimonial,
} from '@velvet/contract';
import { advertisers, testimonials } from '../../db/schema.ts';
import { audited } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { newestFirst } from '../../lib/paginate.ts';
import { testimonialColumns } from '../feedback/index.ts';
import { decisionRoute, iso, listRoute, type Deps, type Operator } from './common.ts';

type TestimonialStatusFilter = 'all' | 'pending' | 'approved' | 'rejected';

async function listTestimonials(deps: Deps, query: { status: TestimonialStatusFilter; page: number }) {
  const { db } = deps.database;
  const where = query.status === 'all' ? undefined : eq(testimonials.status, query.status);
  const rows = db
    .select({
      ...testimonialColumns,
      status: testimonials.status,
      moderatedAt: testimonials.moderatedAt,
      advertId: advertisers.id,
      advertGuid: advertisers.guid,
      advertName: advertisers.name,
    })
    .from(testimonials)
    .innerJoin(advertisers, eq(advertisers.id, testimonials.advertiserId))
    .$dynamic();
  const page = await newestFirst(db, testimonials, rows, where, query.page, ADMIN_PAGE_SIZE);
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
async function moderateTestimonial(deps: Deps, actor: Operator, id: number, status: 'approved' | 'rejected') {
  const action = status === 'approved' ? 'testimonial.approve' : 'testimonial.reject';
  await audited(deps.database.db, actor, { action, targetType: 'testimonial', targetId: id }, async (tx) => {
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
    if (!before) throw notFound();
    await tx
      .update(testimonials)
      .set({ status, moderatedAt: new Date(), moderatedBy: actor.id })
      .where(eq(testimonials.id, id));
    return { before: { status: before.status }, after: { status } };
  });
}

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/testimonials',
    {
      summary: 'Testimonials by status (pending first by default)',
      query: adminTestimonialsQuery,
      key: 'testimonials',
      row: adminTestimonial,
    },
    listTestimonials,
  );
  for (const [verb, status, message] of [
    ['approve', 'approved', 'admin.testimonial_approved'],
    ['reject', 'rejected', 'admin.testimonial_rejected'],
  ] as const) {
    decisionRoute(
      app,
      `/testimonials/:id/${verb}`,
      { summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a testimonial`, message },
      (deps, actor, id) => moderateTestimonial(deps, actor, id, status),
    );
  }
};

export default routes;
