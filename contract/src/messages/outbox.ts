/** Messages of the email outbox in the back-office. */
export const outbox = {
  en: {
    'admin.mail_retry_queued': 'The email is queued and will be sent in a moment.',
    'admin.mail_already_sent': 'This email has already been sent.',
    'admin.mail_suppressed': 'This address asked never to be emailed again, so this email is not sent.',
    'admin.mail_code_expired':
      'This email carried a one-time code that has expired. The user can ask for a new code.',
  },
  da: {
    'admin.mail_retry_queued': 'E-mailen er sat i kø og bliver sendt om et øjeblik.',
    'admin.mail_already_sent': 'Denne e-mail er allerede sendt.',
    'admin.mail_suppressed': 'Denne adresse har bedt om aldrig at få e-mails igen, så e-mailen sendes ikke.',
    'admin.mail_code_expired':
      'Denne e-mail indeholdt en engangskode, der er udløbet. Brugeren kan bede om en ny kode.',
  },
} as const;
