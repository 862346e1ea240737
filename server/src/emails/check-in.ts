import { intlLocale, type Language } from '@velvet/contract';
import { bilingualLayout, emailText, layout, type RenderedEmail } from './layout.ts';
import { formatDayTime } from './format.ts';

/** To the person an advertiser named: confirm by the link before any check-in may alert them. */
export function contactConfirmEmail(
  lang: Language,
  input: { advertName: string; contactName: string; link: string },
): RenderedEmail {
  const t = emailText(lang);
  const vars = { name: input.advertName, contact: input.contactName, link: input.link };
  return layout(lang, t('emails.contact_confirm.subject', vars), [
    t('emails.contact_confirm.intro', vars),
    t('emails.contact_confirm.link', vars),
    t('emails.contact_confirm.ignore', vars),
  ]);
}

/** To the contact, in their language: a check-in ran out; the note is in this email and nowhere else. */
export function checkInAlertEmail(
  lang: Language,
  input: { advertName: string; contactName: string; dueAt: Date; note: string },
): RenderedEmail {
  const t = emailText(lang);
  const vars = {
    name: input.advertName,
    contact: input.contactName,
    time: formatDayTime(intlLocale(lang), input.dueAt),
    note: input.note,
  };
  return layout(lang, t('emails.check_in_alert.subject', vars), [
    t('emails.check_in_alert.intro', vars),
    input.note ? t('emails.check_in_alert.note', vars) : t('emails.check_in_alert.no_note'),
    t('emails.check_in_alert.act'),
  ]);
}

/** To the advertiser (whose language we do not keep: Danish, then English) 10 minutes before. */
export function checkInReminderEmail(input: { advertName: string; dueAt: Date }): RenderedEmail {
  return bilingualLayout((t, lang) => ({
    subject: t('emails.check_in_reminder.subject'),
    paragraphs: [
      t('emails.hello', { name: input.advertName }),
      t('emails.check_in_reminder.intro', { time: formatDayTime(intlLocale(lang), input.dueAt) }),
    ],
  }));
}
