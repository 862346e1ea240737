import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testimonials } from '../../db/schema.ts';

/** A testimonial as its author wrote it, and when: what every list of testimonials selects. */
export const testimonialColumns = {
  id: testimonials.id,
  name: testimonials.name,
  rating: testimonials.rating,
  message: testimonials.message,
  createdAt: testimonials.createdAt,
};

export type PublicTestimonial = {
  id: number;
  name: string;
  rating: number;
  message: string;
  createdAt: Date;
};

/** Approved testimonials of one advert, newest first. */
export async function approvedTestimonials(
  db: Db,
  advertiserId: number,
  limit: number,
): Promise<PublicTestimonial[]> {
  return db
    .select(testimonialColumns)
    .from(testimonials)
    .where(and(eq(testimonials.advertiserId, advertiserId), eq(testimonials.status, 'approved')))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
}

export async function insertPendingTestimonial(
  db: Db,
  values: { advertiserId: number; name: string; rating: number; message: string },
): Promise<number> {
  const [row] = await db
    .insert(testimonials)
    .values({ ...values, status: 'pending' })
    .returning({ id: testimonials.id });
  return row!.id;
}
