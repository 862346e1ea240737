/**
 * What to say when the browser's passkey dialog fails: the person cancelling it (or it timing out) is the
 * usual case and gets the calm text; anything else says what the browser said.
 */
export function passkeyErrorText(error: unknown, cancelled: string): string {
  const name = (error as { name?: string } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  if (name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError') return cancelled;
  return (error as Error | null)?.message || cancelled;
}
