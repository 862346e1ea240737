/**
 * Why something waits in an operators' queue (`/api/admin/review`, `/api/admin/safety`): a new advert, new
 * photos or videos, a finding of the screening, an open report of a visitor. Stable values: other records
 * (an operator's decision on a hold) name them too.
 */
export const QUEUE_REASONS = [
  'new_advert',
  'new_media',
  'duplicate_photo',
  'trafficking_indicators',
  'shared_phone',
  'age_check_failed',
  'report',
] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];
