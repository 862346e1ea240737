/** Messages of the catalogue area (English exactly as SPEC where it gives a text). */
export const catalogue = {
  en: {},
  da: {},
} as const;
