import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A password input with a show/hide toggle (SPEC §2) that announces its state. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { label, error, hint, id, className = '', ...props },
  ref,
) {
  const { t } = useTranslation('accounts');
  const auto = useId();
  const fieldId = id ?? auto;
  const [visible, setVisible] = useState(false);
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={fieldId} className="text-sm font-medium text-mist-300">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="w-full rounded-lg border border-night-600 bg-night-950 py-2.5 pl-3 pr-14 text-mist-100 placeholder:text-mist-400 focus:border-rose-400 focus:outline-none aria-[invalid=true]:border-red-400"
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={fieldId}
          aria-label={t('password.show')}
          title={visible ? t('password.hideTitle') : t('password.show')}
          className="absolute inset-y-0 right-0 flex min-w-12 items-center justify-center rounded-r-lg text-mist-300 hover:text-rose-300"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Eye aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      </div>
      {hint && !error && (
        <p id={`${fieldId}-hint`} className="text-xs text-mist-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
});
