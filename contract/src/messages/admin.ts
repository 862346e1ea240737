/** Messages of the admin area (English exactly as SPEC where it gives a text). */
export const admin = {
  en: {},
  da: {},
} as const;
