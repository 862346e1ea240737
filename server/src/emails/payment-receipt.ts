import { intlLocale, type Language } from '@velvet/contract';
import { emailText, layout, type RenderedEmail } from './layout.ts';
import { formatDay, formatMoney } from './format.ts';

export type ReceiptData = {
  name: string;
  packageName: string;
  amountCents: number;
  currency: string;
  transactionId: string;
  validUntil: Date;
};

/** The receipt sent after a captured payment, in the buyer's language. */
export function paymentReceiptEmail(lang: Language, data: ReceiptData): RenderedEmail {
  const t = emailText(lang);
  const locale = intlLocale(lang);
  return layout(lang, t('emails.receipt.subject'), [
    t('emails.hello', { name: data.name }),
    t('emails.receipt.thanks'),
    t('emails.receipt.lines', {
      package: data.packageName,
      amount: formatMoney(locale, data.amountCents, data.currency),
      transaction: data.transactionId,
      until: formatDay(locale, data.validUntil),
    }),
    t('emails.receipt.keep'),
  ]);
}
