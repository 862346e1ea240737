import { z } from './zod.ts';

/**
 * A moment on the wire: the ISO 8601 text the server writes (`Date#toISOString`). Every `…_at` and `…_until`
 * field takes this one schema, so a reader knows what the string holds; calendar days ("YYYY-MM-DD") are not
 * these.
 */
export const isoDate = z.string();
/** An ISO time that has not come (yet) or is not known: null. */
export const nullableDate = isoDate.nullable();
