import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

/** A number given without its country is read as Danish unless the advert says otherwise. */
const DEFAULT_COUNTRY: CountryCode = 'DK';

/**
 * An advert's phone number in E.164 ("+4512345678"), however it was typed: "+45 12 34 56 78", "12345678"
 * under the dialling code +45, "0045 12 34 56 78", a trunk 0 of another country dropped. The advert's
 * country (`dk`) decides how a national number is read when its dialling code agrees; otherwise the dialling
 * code does. Null for what no phone could be dialled as (too short or too long for its country): such a
 * number links no two accounts.
 */
export function normalisePhone(number: string, phoneCode: string, countryCode: string): string | null {
  const callingCode = phoneCode.replace(/\D/g, '');
  const country = countryCode.toUpperCase();
  const defaultCountry =
    isSupportedCountry(country) && (!callingCode || getCountryCallingCode(country) === callingCode)
      ? country
      : callingCode
        ? undefined
        : DEFAULT_COUNTRY;
  // 00 is the international prefix of Denmark and most of Europe, whatever country the advert names.
  const international = number.trim().replace(/^00(?=\s*[1-9])/, '+');
  const parsed = parsePhoneNumberFromString(international, {
    ...(defaultCountry ? { defaultCountry } : {}),
    ...(callingCode ? { defaultCallingCode: callingCode } : {}),
  });
  return parsed?.isPossible() ? parsed.number : null;
}
