/** What the error envelope carries under `errors`: field name → message keys, each key once. */
export type FieldErrors = Record<string, string[]>;

/** One validation problem: where (a zod path) and which message key. */
type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * Validation issues → `errors: { field: [message key] }`. Nested fields are named with dots
 * (`interests.0`); an issue about the whole value goes under `_`.
 */
export function fieldErrors(issues: readonly Issue[] | undefined, into: FieldErrors = {}): FieldErrors {
  for (const issue of issues ?? []) addError(into, issue.path.map(String).join('.') || '_', issue.message);
  return into;
}

export function addError(into: FieldErrors, field: string, key: string): FieldErrors {
  const list = (into[field] ??= []);
  if (!list.includes(key)) list.push(key);
  return into;
}
