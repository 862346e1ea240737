/** Messages of the age check with MitID. */
export const ageCheck = {
  en: {
    'age_check.unavailable': 'Age verification with MitID is not offered on this site.',
    'age_check.not_an_advert': 'Only an advertiser account can verify its age.',
    'age_check.too_many': 'Too many age checks started in the last hour. Please try again later.',
    'age_check.broker_unreachable': 'MitID could not be reached just now. Please try again in a moment.',
    'age_check.started': 'Continue with MitID.',
    'age_check.passed': 'Your age is verified: your advert shows "18+ verified with MitID".',
    'age_check.not_adult':
      'MitID did not confirm that you are 18 or older. Your advert is held until an operator has looked at it.',
    'age_check.cancelled': 'The age check was cancelled. You can try again whenever you like.',
    'age_check.expired': 'This age check has expired or was already used. Please start it again.',
    'age_check.failed': 'The age check could not be completed. Please try again.',
  },
  da: {
    'age_check.unavailable': 'Alderstjek med MitID tilbydes ikke på dette site.',
    'age_check.not_an_advert': 'Kun en annoncørkonto kan bekræfte sin alder.',
    'age_check.too_many': 'For mange alderstjek startet inden for den sidste time. Prøv igen senere.',
    'age_check.broker_unreachable': 'MitID kunne ikke nås lige nu. Prøv igen om lidt.',
    'age_check.started': 'Fortsæt med MitID.',
    'age_check.passed': 'Din alder er bekræftet: din annonce viser "18+ bekræftet med MitID".',
    'age_check.not_adult':
      'MitID bekræftede ikke, at du er 18 år eller ældre. Din annonce holdes tilbage, indtil en medarbejder har set på den.',
    'age_check.cancelled': 'Alderstjekket blev afbrudt. Du kan prøve igen, når du vil.',
    'age_check.expired': 'Dette alderstjek er udløbet eller allerede brugt. Start det venligst igen.',
    'age_check.failed': 'Alderstjekket kunne ikke gennemføres. Prøv venligst igen.',
  },
} as const;
