import { intlLocale, type Language } from '@velvet/contract';
import { bilingualLayout, emailText, layout, type RenderedEmail } from './layout.ts';
import { formatDayTime } from './format.ts';

/**
 * To the person an advertiser named: confirm by the link before any check-in may alert them. Fixed text in
 * their language and nothing the advertiser wrote (not her advert's name, not the name she gave them):
 * otherwise anyone could send strangers a sentence of their choosing from our address.
 */
export function contactConfirmEmail(lang: Language, input: { link: string }): RenderedEmail {
  const t = emailText(lang);
  return layout(lang, t('emails.contact_confirm.subject'), [
    t('emails.contact_confirm.intro'),
    t('emails.contact_confirm.link', { link: input.link }),
    t('emails.contact_confirm.ignore'),
  ]);
}

/**
 * To the confirmed contact, in their language: a check-in ran out; the note is in this email and nowhere
 * else. The advert's name and her note are the advertiser's words, kept because safety needs them (who,
 * and where she is); only a contact who confirmed by the link ever gets this, and the subject is fixed.
 */
export function checkInAlertEmail(
  lang: Language,
  input: { advertName: string; dueAt: Date; note: string },
): RenderedEmail {
  const t = emailText(lang);
  const vars = {
    name: input.advertName,
    time: formatDayTime(intlLocale(lang), input.dueAt),
    note: input.note,
  };
  return layout(lang, t('emails.check_in_alert.subject'), [
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
