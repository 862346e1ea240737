import { z } from './zod.ts';

/**
 * Characters a one-line text (a name, a city, a title) never needs and that change how it displays:
 * control characters (line breaks and tabs included), bidirectional overrides and isolates (a name
 * that renders reversed), zero-width characters (two names that look alike), the line and paragraph
 * separators, and the byte-order mark.
 */
const NOT_IN_ONE_LINE: [number, number][] = [
  [0x0000, 0x001f], // C0 controls: line feed, carriage return, tab, NUL…
  [0x007f, 0x009f], // DEL and the C1 controls (NEL among them)
  [0x061c, 0x061c], // Arabic letter mark
  [0x200b, 0x200f], // zero-width space, non-joiner, joiner; left-to-right and right-to-left marks
  [0x2028, 0x202e], // line and paragraph separators; direction embeddings and overrides
  [0x2060, 0x2064], // word joiner and invisible operators
  [0x2066, 0x206f], // direction isolates and deprecated format characters
  [0xfeff, 0xfeff], // byte-order mark (zero-width no-break space)
];

/** True when `value` holds none of the characters a one-line text refuses. */
export const isSingleLineText = (value: string) => {
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (NOT_IN_ONE_LINE.some(([from, to]) => code >= from && code <= to)) return false;
  }
  return true;
};

/**
 * A one-line text field: composed to NFC (so "é" typed two ways is one name) and refusing the
 * characters above with `errors.text_invalid`. Apply to a trimmed, length-checked string.
 */
export const singleLine = (schema: z.ZodString) =>
  schema.normalize('NFC').refine(isSingleLineText, 'errors.text_invalid');

/** Every API answer: `{ status, message, data }`. */
export type Envelope<T> = { status: boolean; message: string; data: T; errors?: Record<string, string[]> };

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data });

export const errorEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
  data: z.object({}).passthrough().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const pagination = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/** Query-string page number: anything that is not a whole number >= 1 becomes 1. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1);

/** Query-string filter of a list: a value not in `values` (an old or edited link) lists `fallback`. */
export const listFilter = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).catch(fallback).default(fallback);

/** Query of an operator's list: the page, 1 when not given. */
export const pageQuery = () => z.object({ page: pageParam.default(1) });

/** Query of an operator's queue shown one status at a time (`listFilter`), and the page. */
export const statusPageQuery = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) => z.object({ status: listFilter(values, fallback), page: pageParam.default(1) });

/** `data` of a list page: the page's records under `key`, then where the page stands. */
export const pageOf = <const K extends string, T extends z.ZodType>(key: K, record: T) =>
  z.object({ [key]: z.array(record), pagination } as { [P in K]: z.ZodArray<T> } & {
    pagination: typeof pagination;
  });

/** The answer of a list page (`pageOf`). */
export const pageAnswer = <const K extends string, T extends z.ZodType>(key: K, record: T) =>
  envelope(pageOf(key, record));

/** The answer of one record, under `key`. */
export const recordAnswer = <const K extends string, T extends z.ZodType>(key: K, record: T) =>
  envelope(z.object({ [key]: record } as { [P in K]: T }));

/** A whole number from `range` (a form's text is converted); every refusal answers `error`. */
export const wholeNumberIn = (range: { min: number; max: number }, error: string) =>
  z.coerce.number({ error }).int(error).min(range.min, error).max(range.max, error);

/**
 * A trimmed text that must be given: missing, blank or shorter than `min` (1 unless said) answers
 * `required`, longer than `max` answers `tooLong`.
 */
export const trimmedText = (required: string, rule: { min?: number; max: number; tooLong: string }) =>
  z
    .string({ error: required })
    .trim()
    .min(rule.min ?? 1, required)
    .max(rule.max, rule.tooLong);

export const guidParam = z.string().uuid();

/** Blank strings from optional form fields count as "not given". */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
