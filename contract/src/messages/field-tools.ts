/** Messages of the field tools: screening and deposit terms, duos, following an advert. */
export const fieldTools = {
  en: {
    'field_tools.screening_invalid':
      'Choose what screening you require: none, a phone call, references or ID.',
    'field_tools.deposit_policy_too_long': 'Keep the deposit and cancellation terms to 300 characters.',
  },
  da: {
    'field_tools.screening_invalid':
      'Vælg hvilken screening du kræver: ingen, et telefonopkald, referencer eller ID.',
    'field_tools.deposit_policy_too_long': 'Hold betingelserne for depositum og afbud på højst 300 tegn.',
  },
} as const;
