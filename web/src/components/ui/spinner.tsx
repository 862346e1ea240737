import { useTranslation } from 'react-i18next';

export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-rose-400/30 border-t-rose-400"
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
