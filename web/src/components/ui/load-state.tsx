import type { TFunction } from 'i18next';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * A panel's loading and load-failure lines: a spinner (with `loading` beside it when given) while the query
 * loads, the error with a retry button when it failed, nothing once it has data.
 */
export function LoadState({
  query,
  loading,
  error,
  retry,
  className = '',
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loading?: string;
  error: string;
  retry: string;
  className?: string;
}) {
  if (query.isPending)
    return loading ? (
      <p className={`flex items-center gap-2 text-sm text-mist-400 ${className}`}>
        <Spinner /> {loading}
      </p>
    ) : (
      <Spinner />
    );
  if (query.isError)
    return (
      <div role="alert" className={`flex flex-wrap items-center gap-3 text-sm text-mist-300 ${className}`}>
        {error}
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </div>
    );
  return null;
}

/**
 * The words of a panel's LoadState, kept in its namespace as `<panel>.loading`, `<panel>.loadError` and
 * `<panel>.retry`.
 */
export function loadStateWords(t: TFunction, panel: string) {
  return { loading: t(`${panel}.loading`), error: t(`${panel}.loadError`), retry: t(`${panel}.retry`) };
}
