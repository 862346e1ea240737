import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/locale';
import { Field } from '../../../components/ui/field';

/**
 * Calling codes offered first: Denmark (the default: the site serves Denmark), its neighbours and common
 * origins.
 */
const CODES: { country: string; code: string }[] = [
  { country: 'dk', code: '+45' },
  { country: 'se', code: '+46' },
  { country: 'no', code: '+47' },
  { country: 'de', code: '+49' },
  { country: 'fi', code: '+358' },
  { country: 'is', code: '+354' },
  { country: 'gb', code: '+44' },
  { country: 'nl', code: '+31' },
  { country: 'pl', code: '+48' },
  { country: 'lt', code: '+370' },
  { country: 'lv', code: '+371' },
  { country: 'ee', code: '+372' },
  { country: 'ro', code: '+40' },
  { country: 'ua', code: '+380' },
  { country: 'es', code: '+34' },
  { country: 'fr', code: '+33' },
  { country: 'it', code: '+39' },
  { country: 'br', code: '+55' },
  { country: 'th', code: '+66' },
  { country: 'us', code: '+1' },
];

/** The phone's calling code; choosing one also sets `phone_country_code`. */
export function PhoneCodeSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (code: string, country: string) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation('accounts');
  const names = useMemo(
    () => new Intl.DisplayNames([intlLocale(i18n.language)], { type: 'region' }),
    [i18n.language],
  );
  const known = CODES.some((item) => item.code === value);
  return (
    <Field label={t('fields.phoneCode')} hideLabel error={error} className="w-28 shrink-0">
      {(wiring) => (
        <select
          {...wiring}
          value={value}
          onChange={(event) => {
            const option = CODES.find((item) => item.code === event.target.value);
            onChange(event.target.value, option?.country ?? 'dk');
          }}
          className="w-full rounded-lg border border-night-600 bg-night-950 px-2 py-2.5 text-mist-100 focus:border-rose-400 aria-[invalid=true]:border-red-400"
        >
          {!known && value && <option value={value}>{value}</option>}
          {CODES.map((item) => (
            <option
              key={item.country}
              value={item.code}
              aria-label={`${names.of(item.country.toUpperCase())} ${item.code}`}
            >
              {item.country.toUpperCase()} {item.code}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
