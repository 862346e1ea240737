import { translate } from '@velvet/contract';
import i18n from '../../lib/i18n';
import { asLang } from '../../lib/locale';

/** A catalogue message with `{name}` placeholders filled, in the current language. */
export function messageWith(key: string, vars: Record<string, string | number>): string {
  return translate(asLang(i18n.language), key, vars);
}
