import { layout, type RenderedEmail } from './layout.ts';

/** An urgent report as the operators receive it (in English: support's working language). */
export function reportUrgentEmail(input: {
  receipt: string;
  reason: string;
  details: string;
  advert: { id: number; name: string };
  publicUrl: string;
}): RenderedEmail {
  return layout('en', `Urgent report ${input.receipt}: ${input.reason}`, [
    `A visitor reported the advert "${input.advert.name}" (id ${input.advert.id}) for: ${input.reason}.`,
    input.details ? `Details: ${input.details}` : 'No details were given.',
    `Review it in the back-office: ${input.publicUrl}/admin/reports`,
  ]);
}
