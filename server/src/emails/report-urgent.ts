import { emailText, layout, type RenderedEmail } from './layout.ts';

/** An urgent report as the operators receive it (in English: support's working language). */
export function reportUrgentEmail(input: {
  receipt: string;
  reason: string;
  details: string;
  advert: { id: number; name: string };
  publicUrl: string;
}): RenderedEmail {
  const t = emailText('en');
  return layout('en', t('emails.report_urgent.subject', { receipt: input.receipt, reason: input.reason }), [
    t('emails.report_urgent.what', { name: input.advert.name, id: input.advert.id, reason: input.reason }),
    input.details
      ? t('emails.report_urgent.details', { details: input.details })
      : t('emails.report_urgent.no_details'),
    t('emails.report_urgent.review', { url: `${input.publicUrl}/admin/reports` }),
  ]);
}
