/**
 * The suppression list: the "never email me again" line of every email to someone who is not an account
 * holder, and the small page its link opens.
 */
export const suppression = {
  en: {
    'emails.unsubscribe.line': 'Never email me again: {link}',
    'emails.unsubscribe.lead': 'Do not want emails from Velvet?',
    'emails.unsubscribe.link': 'Never email me again',
    'unsubscribe.title': 'Stop emails from Velvet',
    'unsubscribe.ask': 'Press the button and Velvet will never email this address again.',
    'unsubscribe.button': 'Never email me again',
    'unsubscribe.done': 'Done. Velvet will not email this address again.',
    'unsubscribe.link_invalid':
      'This link is not valid. Use the link in the newest email you had from Velvet.',
    'unsubscribe.home': 'Go to Velvet',
  },
  da: {
    'emails.unsubscribe.line': 'Skriv aldrig til mig igen: {link}',
    'emails.unsubscribe.lead': 'Vil du ikke have e-mails fra Velvet?',
    'emails.unsubscribe.link': 'Skriv aldrig til mig igen',
    'unsubscribe.title': 'Stop e-mails fra Velvet',
    'unsubscribe.ask': 'Tryk på knappen, så skriver Velvet aldrig til denne adresse igen.',
    'unsubscribe.button': 'Skriv aldrig til mig igen',
    'unsubscribe.done': 'Færdig. Velvet skriver ikke til denne adresse igen.',
    'unsubscribe.link_invalid':
      'Dette link er ikke gyldigt. Brug linket i den nyeste e-mail, du har fået fra Velvet.',
    'unsubscribe.home': 'Gå til Velvet',
  },
} as const;
