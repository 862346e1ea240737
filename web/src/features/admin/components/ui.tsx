import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';

type Tone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';
const TONES: Record<Tone, string> = {
  neutral: 'border-night-600 bg-night-700 text-mist-300',
  good: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300',
  warn: 'border-champagne-400/50 bg-champagne-400/10 text-champagne-300',
  bad: 'border-red-500/50 bg-red-500/10 text-red-300',
  info: 'border-rose-400/50 bg-rose-400/10 text-rose-300',
};

export function Pill({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-mist-400">{description}</p>}
      </div>
      {actions}
    </header>
  );
}

/** A row of filter buttons (status tabs); the chosen one is pressed. */
export function FilterTabs<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="-mx-1 mb-4 flex gap-1 overflow-x-auto px-1 pb-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className="min-h-11 whitespace-nowrap rounded-full border border-night-600 px-4 text-sm text-mist-300 hover:bg-white/5 aria-pressed:border-rose-400 aria-pressed:bg-rose-400/15 aria-pressed:text-rose-200"
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** Loading, error (with a retry) and empty states around a query's content. */
export function QueryState({
  query,
  isEmpty,
  empty,
  pager,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  isEmpty?: boolean;
  empty?: string;
  /** Paged lists: the site's pager under the results, shown when there is more than one page. */
  pager?: {
    page: number;
    totalPages: number | undefined;
    loading: boolean;
    onChange: (page: number) => void;
  };
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { isPending, error } = query;
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="rounded-2xl border border-red-500/40 bg-red-500/10 p-6 text-sm text-red-200"
      >
        <p>{error instanceof ApiError ? error.message : t('admin.errors.load')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t('admin.actions.retry')}
        </Button>
      </div>
    );
  }
  if (isEmpty)
    return (
      <p className="rounded-2xl border border-dashed border-night-600 p-10 text-center text-mist-400">
        {empty}
      </p>
    );
  return (
    <>
      {children}
      {pager && (pager.totalPages ?? 1) > 1 && (
        <Pager
          page={pager.page}
          totalPages={pager.totalPages ?? 1}
          loading={pager.loading}
          onChange={pager.onChange}
        />
      )}
    </>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-night-600 bg-night-800/70 p-4 sm:p-5 ${className}`}>
      {children}
    </div>
  );
}

/** Label/value pairs. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 border-b border-night-700 pb-2">
          <dt className="text-xs uppercase tracking-wide text-mist-400">{label}</dt>
          <dd className="break-words text-mist-100">
            {value === '' || value === null || value === undefined ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The foot of a back-office dialog's form: the form's error, then cancel and the submit button, which says it
 * is working while `pending`.
 */
export function DialogFormFoot({
  error,
  onCancel,
  pending,
  confirmLabel,
  danger = false,
}: {
  error?: string | null | undefined;
  onCancel: () => void;
  pending: boolean;
  confirmLabel: string;
  danger?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('admin.actions.cancel')}
        </Button>
        <SubmitButton
          variant={danger ? 'danger' : 'primary'}
          pending={pending}
          pendingLabel={t('admin.actions.working')}
        >
          {confirmLabel}
        </SubmitButton>
      </div>
    </>
  );
}
