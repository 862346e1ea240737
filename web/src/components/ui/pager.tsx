import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * The pager: Previous, "Page X of Y", Next; ends disabled, and both while loading. A list that fits on one
 * page has none: a "Page 1 of 1" with two disabled buttons only says there is nothing to do.
 */
export function Pager({
  page,
  totalPages,
  loading = false,
  onChange,
}: {
  page: number;
  totalPages: number;
  loading?: boolean;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const total = Math.max(1, totalPages);
  if (total === 1 && page <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="mt-6 flex items-center justify-center gap-4">
      <Button variant="secondary" disabled={loading || page <= 1} onClick={() => onChange(page - 1)}>
        {t('previous')}
      </Button>
      <span className="text-sm text-mist-300" aria-live="polite">
        {t('pageOf', { page, total })}
      </span>
      <Button variant="secondary" disabled={loading || page >= total} onClick={() => onChange(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
