/** Messages of the trafficking-indicator rules and the operators' hold on a safety finding. */
export const safetyRules = {
  en: {
    'safety.rule_created': 'The rule is added. Adverts saved from now on are matched against it.',
    'safety.rule_saved': 'The rule is saved.',
    'safety.rule_deleted': 'The rule is deleted.',
    'safety.rule_phrase_required': 'Please enter a phrase.',
    'safety.rule_phrase_too_long': 'Please keep the phrase under 80 characters.',
    'safety.rule_phrase_no_word': 'The phrase needs at least one letter or digit.',
    'safety.rule_exists': 'This phrase is already a rule in this language.',
    'safety.rule_kind_invalid': 'Please choose what the phrase indicates.',
    'safety.rule_language_invalid': 'Please choose English or Danish.',
    'safety.flag_held': 'Held. The advert is hidden until you clear this.',
    'safety.flag_already_holds': 'This already holds the advert.',
  },
  da: {
    'safety.rule_created': 'Reglen er tilføjet. Annoncer, der gemmes fra nu af, sammenlignes med den.',
    'safety.rule_saved': 'Reglen er gemt.',
    'safety.rule_deleted': 'Reglen er slettet.',
    'safety.rule_phrase_required': 'Skriv en frase.',
    'safety.rule_phrase_too_long': 'Frasen må højst være 80 tegn.',
    'safety.rule_phrase_no_word': 'Frasen skal have mindst ét bogstav eller tal.',
    'safety.rule_exists': 'Denne frase er allerede en regel på dette sprog.',
    'safety.rule_kind_invalid': 'Vælg, hvad frasen er tegn på.',
    'safety.rule_language_invalid': 'Vælg engelsk eller dansk.',
    'safety.flag_held': 'Holdt tilbage. Annoncen er skjult, indtil du godkender den.',
    'safety.flag_already_holds': 'Denne holder allerede annoncen tilbage.',
  },
} as const;
