import { useTranslation } from 'react-i18next';

/** The home filter's "Available now" checkbox: only adverts whose advertiser is available now. */
export function AvailableNowFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-mist-200 sm:col-span-2 lg:col-span-4">
      <input
        type="checkbox"
        name="now"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 accent-emerald-400"
      />
      <span className="inline-flex items-center gap-2">
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-400" />
        {t('availableNow')}
      </span>
    </label>
  );
}
