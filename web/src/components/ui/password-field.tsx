import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';

type Props = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A password input with a show/hide toggle that announces its state. */
export function PasswordField({ label, error, hint, id, className, ...props }: Props) {
  const { t } = useTranslation('accounts');
  const [visible, setVisible] = useState(false);
  const EyeIcon = visible ? EyeOff : Eye;
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(wiring) => (
        <div className="relative">
          <input
            {...wiring}
            type={visible ? 'text' : 'password'}
            className="w-full rounded-lg border border-night-600 bg-night-950 py-2.5 pl-3 pr-14 text-mist-100 placeholder:text-mist-400 focus:border-rose-400 aria-[invalid=true]:border-red-400"
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-controls={wiring.id}
            aria-label={t('password.show')}
            title={visible ? t('password.hideTitle') : t('password.show')}
            className="absolute inset-y-0 right-0 flex min-w-12 items-center justify-center rounded-r-lg text-mist-300 hover:text-rose-300"
          >
            <EyeIcon aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      )}
    </Field>
  );
}
