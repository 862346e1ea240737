/** Booking requests to one advert: the caps a visitor meets and the advertiser's daily digest. */
export const bookingDigest = {
  en: {
    'catalogue.booking.advert_hourly_cap':
      'This advertiser has received many booking requests in the last hour. Please try again later.',
    'catalogue.booking.advert_daily_cap':
      'This advertiser has received many booking requests today. Please try again tomorrow.',
    'tools.booking_digest.on': 'You now get one email a day with the day’s booking requests.',
    'tools.booking_digest.off': 'You now get an email for each booking request.',
    'emails.booking_digest.subject_one': '1 booking request yesterday',
    'emails.booking_digest.subject_other': '{count} booking requests yesterday',
    'emails.booking_digest.intro':
      'Here are the booking requests your advert received yesterday, as you chose on your dashboard.',
    'emails.booking_digest.request': 'Request {number} of {count}',
    'emails.booking_digest.settings':
      'To get an email for each request again, change this on your dashboard.',
  },
  da: {
    'catalogue.booking.advert_hourly_cap':
      'Denne annoncør har fået mange bookingforespørgsler den seneste time. Prøv igen senere.',
    'catalogue.booking.advert_daily_cap':
      'Denne annoncør har fået mange bookingforespørgsler i dag. Prøv igen i morgen.',
    'tools.booking_digest.on': 'Du får nu én e-mail om dagen med dagens bookingforespørgsler.',
    'tools.booking_digest.off': 'Du får nu en e-mail for hver bookingforespørgsel.',
    'emails.booking_digest.subject_one': '1 bookingforespørgsel i går',
    'emails.booking_digest.subject_other': '{count} bookingforespørgsler i går',
    'emails.booking_digest.intro':
      'Her er de bookingforespørgsler, din annonce fik i går, som du har valgt på dit kontrolpanel.',
    'emails.booking_digest.request': 'Forespørgsel {number} af {count}',
    'emails.booking_digest.settings':
      'Vil du igen have en e-mail for hver forespørgsel, kan du ændre det på dit kontrolpanel.',
  },
} as const;
