import { intlLocale, SUPPORT_EMAIL, type Language } from '@velvet/contract';
import { emailText, layout, type RenderedEmail } from './layout.ts';
import { formatDay, formatMoney } from './format.ts';

export type ReversalData = {
  name: string;
  kind: 'refund' | 'chargeback';
  packageName: string;
  amountCents: number;
  currency: string;
  transactionId: string;
  /** The account's paid period now ends here (null: no paid period left). */
  packageUntil: Date | null;
  now: Date;
};

/** Tells the advertiser that a payment went back and what it means for the advert, in the buyer's language. */
export function paymentReversalEmail(lang: Language, data: ReversalData): RenderedEmail {
  const t = emailText(lang);
  const locale = intlLocale(lang);
  const amount = formatMoney(locale, data.amountCents, data.currency);
  const status =
    data.packageUntil && data.packageUntil > data.now
      ? t('emails.reversal.until', { date: formatDay(locale, data.packageUntil) })
      : t('emails.reversal.no_badge');
  return layout(lang, t(`emails.reversal.subject_${data.kind}`), [
    t('emails.hello', { name: data.name }),
    t(`emails.reversal.what_${data.kind}`, { package: data.packageName, amount }),
    t('emails.reversal.transaction', { transaction: data.transactionId }),
    status,
    t('emails.reversal.help', { support: SUPPORT_EMAIL }),
  ]);
}
