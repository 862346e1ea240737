/** Trust: verified photos and review before publishing. Other features import only what this file exports. */
export { ModerationNote } from './moderation-note';
export { ReviewStatus } from './review-status';
export { VerificationPanel } from './verification-panel';
export { VerifiedPhotosBadge } from './verified-photos-badge';
export { VerifiedPhotosFilter } from './verified-photos-filter';
// The operators' queues (pages in the admin feature) read and decide through these.
export {
  useAdminVerifications,
  useDecideReview,
  useDecideVerification,
  useReviewQueue,
  type VerificationFilter,
} from './api/admin';
export { usePublicConfig } from './api/review';
export { QueueImage, ReviewPhotos } from './review-photos';
