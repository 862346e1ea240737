/** Messages of escalations: a finding or report recorded as reported to the police. */
export const escalations = {
  en: {
    'escalations.subject_invalid': 'Choose a queue finding or a report to escalate.',
    'escalations.subject_not_found': 'That finding or report could not be found.',
    'escalations.date_invalid': 'Please enter the date it was reported (YYYY-MM-DD).',
    'escalations.date_future': 'The date cannot be in the future.',
    'escalations.case_number_invalid':
      'A case number is 3 to 40 letters and digits, in groups joined by - / . or a space.',
    'escalations.note_too_long': 'Please keep the note under 2000 characters.',
    'escalations.close_note_required': 'Please write why the escalation is closed.',
    'escalations.recorded': 'Recorded as reported to the police.',
    'escalations.closed': 'The escalation is closed.',
    'escalations.already_closed': 'This escalation is already closed.',
  },
  da: {
    'escalations.subject_invalid': 'Vælg et fund i køen eller en anmeldelse at eskalere.',
    'escalations.subject_not_found': 'Fundet eller anmeldelsen blev ikke fundet.',
    'escalations.date_invalid': 'Skriv datoen for anmeldelsen (ÅÅÅÅ-MM-DD).',
    'escalations.date_future': 'Datoen kan ikke ligge i fremtiden.',
    'escalations.case_number_invalid':
      'Et journalnummer er 3 til 40 bogstaver og cifre, i grupper adskilt af - / . eller mellemrum.',
    'escalations.note_too_long': 'Noten må højst være 2000 tegn.',
    'escalations.close_note_required': 'Skriv hvorfor eskaleringen lukkes.',
    'escalations.recorded': 'Registreret som anmeldt til politiet.',
    'escalations.closed': 'Eskaleringen er lukket.',
    'escalations.already_closed': 'Denne eskalering er allerede lukket.',
  },
} as const;
