/** Business constants, shared by server and web (their reasons: docs/product.md). */
export const LANGUAGES = ['en', 'da'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const SEXES = ['Woman', 'Man', 'Trans'] as const;
export type Sex = (typeof SEXES)[number];

/** Age filter values; each starts a bucket that ends where the next begins. */
export const AGE_BUCKETS = [
  { value: 18, min: 18, max: 24 },
  { value: 25, min: 25, max: 29 },
  { value: 30, min: 30, max: 44 },
  { value: 45, min: 45, max: 59 },
  { value: 60, min: 60, max: 99 },
] as const;

export const SEARCH_PAGE_SIZE = 9;
export const NORMAL_PAGE_SIZE_MAX = 100;
export const NEARBY_PAGE_SIZE = 9;
export const RELATED_MAX = 8;

export const OTP_LENGTH = 5;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_LOCK_SECONDS = 60;
export const OTP_TYPE = { register: 0, reset: 1 } as const;

export const VIDEO_MAX_SECONDS = 30;
export const MAX_KEPT_IMAGES = 10;
export const MAX_UPLOAD_IMAGES = 10;
export const MAX_UPLOAD_VIDEOS = 3;
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 60 * 1024 * 1024;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const ADVERTISER_AGE_MIN = 18;
export const ADVERTISER_AGE_MAX = 99;

export const WELCOME_PACKAGE_ID = 15;
export const CURRENCY = 'EUR';

export const TOKEN_TTL_DAYS = 30;
export const LONG_ABOUT_WORDS = 100;

/** Copenhagen City Hall Square: the list centre when the visitor's location is unknown. */
export const COPENHAGEN = { lat: 55.6761, lng: 12.5683 } as const;

export const SUPPORT_EMAIL = 'support@velvet.dk';

/** How /Adverts can order its list: validated first (the ranking), newest, or nearest a point. */
export const SEARCH_SORTS = ['validated', 'newest', 'nearest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Denmark: what a new phone number starts as, in a form and when a request leaves it out. */
export const DEFAULT_PHONE_CODE = '+45';
export const DEFAULT_PHONE_COUNTRY_CODE = 'dk';

/** Danish time: the statistics day and the opening hours follow it. */
export const DANISH_TIME_ZONE = 'Europe/Copenhagen';

/**
 * The header carrying a browser's own random id, so a sign-in from a browser never seen before is told to
 * the owner. Here, with no schema beside it: every page's API client sends it, and the schemas' zod would
 * otherwise come with it onto the home page.
 */
export const DEVICE_ID_HEADER = 'x-velvet-device';
