import { z } from 'zod';

// In browsers our CSP has no 'unsafe-eval': zod's JIT would probe `new Function` and Chrome reports the
// caught attempt as a CSP violation. Set before any schema is built; the server keeps the faster JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** Every API answer: `{ status, message, data }` (DESIGN §4). */
export type Envelope<T> = { status: boolean; message: string; data: T; errors?: Record<string, string[]> };

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data });

export const errorEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
  data: z.object({}).passthrough().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const pagination = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/** Query-string page number: anything that is not a whole number >= 1 becomes 1. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1);

export const guidParam = z.string().uuid();
