import { translate } from '@velvet/contract';
import i18n from '../../lib/i18n';

/** A catalogue message with `{name}` placeholders filled, in the current language. */
export function messageWith(key: string, vars: Record<string, string | number>): string {
  return translate(i18n.language === 'da' ? 'da' : 'en', key, vars);
}
