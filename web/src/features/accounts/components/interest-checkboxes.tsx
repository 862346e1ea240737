import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { FieldMessages } from '../../../components/ui/field';
import { localized } from '../../../lib/locale';
import { useInterests } from '../../catalogue';

/** Interest checkboxes from `auth/interests`, named in the current language. */
export function InterestCheckboxes({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation('accounts');
  const id = useId();
  const interests = useInterests();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-mist-300">{t('fields.interests')}</legend>
      {interests.isPending && <Spinner label={t('interests.loading')} />}
      {interests.isError && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-red-300">
          {t('interests.failed')}
          <button
            type="button"
            onClick={() => void interests.refetch()}
            className="underline hover:text-rose-300"
          >
            {t('retry')}
          </button>
        </p>
      )}
      {interests.isSuccess && interests.data.length === 0 && (
        <p className="text-sm text-mist-400">{t('interests.empty')}</p>
      )}
      {interests.isSuccess && interests.data.length > 0 && (
        <div className="grid grid-cols-1 gap-x-4 gap-y-1 min-[420px]:grid-cols-2 md:grid-cols-3">
          {interests.data.map((interest) => {
            const checked = value.includes(interest.id);
            return (
              <label
                key={interest.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-sm hover:bg-white/5"
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    onChange(checked ? value.filter((v) => v !== interest.id) : [...value, interest.id])
                  }
                  className="h-5 w-5 accent-rose-400"
                />
                {localized(interest, 'name', i18n.language)}
              </label>
            );
          })}
        </div>
      )}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
