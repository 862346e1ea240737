import { z } from './zod.ts';

/**
 * `POST account/retire` (bearer, after re-authentication): erases the account as deleting it does, keeps
 * the advert's public id so its old addresses answer 410 Gone, and keeps the photos' perceptual hashes
 * only when `keep_photo_hashes` is true (off unless asked for).
 */
export const retireBody = z.object({
  keep_photo_hashes: z.boolean({ error: 'accounts.retire_choice_invalid' }).default(false),
});
export type RetireBody = z.infer<typeof retireBody>;
