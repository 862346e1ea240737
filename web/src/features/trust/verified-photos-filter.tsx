import { useTranslation } from 'react-i18next';

/** The home filter's "Verified photos" checkbox: only adverts whose photos an operator has verified. */
export function VerifiedPhotosFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-mist-200">
      <input
        type="checkbox"
        name="verified"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 accent-sky-300"
      />
      <span className="inline-flex items-center gap-2">
        <span aria-hidden="true" className="h-2 w-2 rounded-full border border-sky-300" />
        {t('verifiedPhotos')}
      </span>
    </label>
  );
}
