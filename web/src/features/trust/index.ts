/** Trust: verified photos and review before publishing. Other features import only what this file exports. */
export { ModerationNote } from './moderation-note';
export { ReviewStatus } from './review-status';
export { VerificationPanel } from './verification-panel';
export { VerifiedPhotosBadge } from './verified-photos-badge';
export { VerifiedPhotosFilter } from './verified-photos-filter';
export { usePublicConfig } from './api/review';
export { QueueImage, ReviewPhotos } from './review-photos';
