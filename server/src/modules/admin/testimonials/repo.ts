import { eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import { advertisers, testimonials } from '../../../db/schema.ts';
import { newestFirst } from '../../../lib/paginate.ts';
import { findById } from '../shared/repo.ts';
import { testimonialColumns } from '../../feedback/index.ts';

export type TestimonialStatusFilter = 'all' | 'pending' | 'approved' | 'rejected';

export function testimonialPage(db: Db, filter: { status: TestimonialStatusFilter; page: number }) {
  const where = filter.status === 'all' ? undefined : eq(testimonials.status, filter.status);
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
  return newestFirst(db, testimonials, rows, where, filter.page, ADMIN_PAGE_SIZE);
}

export const findTestimonial = (db: Pick<Db, 'select'>, id: number) => findById(db, testimonials, id);

export async function setModeration(
  db: Pick<Db, 'update'>,
  id: number,
  state: { status: 'approved' | 'rejected'; moderatedBy: number },
) {
  await db
    .update(testimonials)
    .set({ ...state, moderatedAt: new Date() })
    .where(eq(testimonials.id, id));
}
