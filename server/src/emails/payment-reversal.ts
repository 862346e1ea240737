import { SUPPORT_EMAIL, type Language } from '@velvet/contract';
import { layout, type RenderedEmail } from './layout.ts';

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

const TEXT = {
  en: {
    subject: {
      refund: 'Your Velvet payment was refunded',
      chargeback: 'A chargeback on your Velvet payment',
    },
    hello: (name: string) => `Hello ${name},`,
    what: {
      refund: (pkg: string, amount: string) =>
        `Your payment of ${amount} for the ${pkg} package was refunded. The package period it paid for has ended.`,
      chargeback: (pkg: string, amount: string) =>
        `Your bank reversed your payment of ${amount} for the ${pkg} package (a chargeback). The package period it paid for has ended.`,
    },
    transaction: (id: string) => `Transaction id: ${id}`,
    until: (date: string) =>
      `Your advert keeps the Validated badge until ${date}, from other packages you paid for.`,
    noBadge:
      'Your advert no longer shows the Validated badge. You can buy a package again on the Packages page.',
    help: `If you did not expect this, reply to this email or write to ${SUPPORT_EMAIL}.`,
  },
  da: {
    subject: {
      refund: 'Din betaling til Velvet er refunderet',
      chargeback: 'Din betaling til Velvet er tilbageført',
    },
    hello: (name: string) => `Hej ${name},`,
    what: {
      refund: (pkg: string, amount: string) =>
        `Din betaling på ${amount} for pakken ${pkg} er refunderet. Den periode, betalingen dækkede, er afsluttet.`,
      chargeback: (pkg: string, amount: string) =>
        `Din bank har tilbageført din betaling på ${amount} for pakken ${pkg} (chargeback). Den periode, betalingen dækkede, er afsluttet.`,
    },
    transaction: (id: string) => `Transaktions-id: ${id}`,
    until: (date: string) =>
      `Din annonce beholder mærket Valideret til ${date} fra andre pakker, du har betalt for.`,
    noBadge: 'Din annonce viser ikke længere mærket Valideret. Du kan købe en pakke igen på siden Pakker.',
    help: `Hvis du ikke havde ventet dette, så svar på denne e-mail eller skriv til ${SUPPORT_EMAIL}.`,
  },
} as const;

/** Tells the advertiser that a payment went back and what it means for the advert, in the buyer's language. */
export function paymentReversalEmail(lang: Language, data: ReversalData): RenderedEmail {
  const t = TEXT[lang];
  const locale = lang === 'da' ? 'da-DK' : 'en-GB';
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: data.currency }).format(
    data.amountCents / 100,
  );
  const stillValid = data.packageUntil && data.packageUntil > data.now;
  const status = stillValid
    ? t.until(
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(
          data.packageUntil!,
        ),
      )
    : t.noBadge;
  return layout(lang, t.subject[data.kind], [
    t.hello(data.name),
    t.what[data.kind](data.packageName, amount),
    t.transaction(data.transactionId),
    status,
    t.help,
  ]);
}
