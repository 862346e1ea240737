/** Messages of the accounts area (English exactly as SPEC where it gives a text). */
export const accounts = {
  en: {},
  da: {},
} as const;
