/** Messages of the payments area (English exactly as SPEC where it gives a text). */
export const payments = {
  en: {},
  da: {},
} as const;
