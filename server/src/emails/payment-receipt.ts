import type { Language } from '@velvet/contract';
import { layout, type RenderedEmail } from './layout.ts';

export type ReceiptData = {
  name: string;
  packageName: string;
  amountCents: number;
  currency: string;
  transactionId: string;
  validUntil: Date;
};

const TEXT = {
  en: {
    subject: 'Your Velvet payment receipt',
    hello: (name: string) => `Hello ${name},`,
    thanks: 'Thank you for your payment. Your package is active and your advert shows the Validated badge.',
    lines: (d: ReceiptData, amount: string, until: string) =>
      `Package: ${d.packageName}\nAmount: ${amount}\nTransaction id: ${d.transactionId}\nValid until: ${until}`,
    footer: 'Keep this email as your receipt.',
  },
  da: {
    subject: 'Din kvittering fra Velvet',
    hello: (name: string) => `Hej ${name},`,
    thanks: 'Tak for din betaling. Din pakke er aktiv, og din annonce viser mærket Valideret.',
    lines: (d: ReceiptData, amount: string, until: string) =>
      `Pakke: ${d.packageName}\nBeløb: ${amount}\nTransaktions-id: ${d.transactionId}\nGyldig til: ${until}`,
    footer: 'Gem denne e-mail som din kvittering.',
  },
} as const;

/** The receipt sent after a captured payment, in the buyer's language. */
export function paymentReceiptEmail(lang: Language, data: ReceiptData): RenderedEmail {
  const t = TEXT[lang];
  const locale = lang === 'da' ? 'da-DK' : 'en-GB';
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: data.currency }).format(
    data.amountCents / 100,
  );
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(
    data.validUntil,
  );
  return layout(lang, t.subject, [t.hello(data.name), t.thanks, t.lines(data, amount, until), t.footer]);
}
