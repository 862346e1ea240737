/** Messages of "available now" and the advert statistics. */
export const revisit = {
  en: {
    'revisit.available.hours_invalid': 'Choose between 1 and 12 hours.',
    'revisit.available.not_eligible':
      'Only a public advert with an active package can be shown as available now.',
    'revisit.available.limit_reached':
      'You can start "Available now" at most twice a day. Try again tomorrow.',
    'revisit.available.started': 'Your advert is shown as available now.',
    'revisit.available.ended': 'Your advert is no longer shown as available now.',
    'revisit.stats.not_an_advert': 'This account has no advert.',
  },
  da: {
    'revisit.available.hours_invalid': 'Vælg mellem 1 og 12 timer.',
    'revisit.available.not_eligible': 'Kun en offentlig annonce med en aktiv pakke kan vises som ledig nu.',
    'revisit.available.limit_reached':
      'Du kan starte "Ledig nu" højst to gange om dagen. Prøv igen i morgen.',
    'revisit.available.started': 'Din annonce vises som ledig nu.',
    'revisit.available.ended': 'Din annonce vises ikke længere som ledig nu.',
    'revisit.stats.not_an_advert': 'Denne konto har ingen annonce.',
  },
} as const;
