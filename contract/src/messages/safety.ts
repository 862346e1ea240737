/** Messages of safety screening: the refused upload, the hash-list import, the safety queue. */
export const safety = {
  en: {
    'safety.photo_refused': 'This photo cannot be used on Velvet. Please choose another photo.',
    'safety.flag_cleared': 'Cleared. The advert is public again unless something else holds it.',
    'safety.flag_not_open': 'This has already been cleared.',
    'safety.hash_list_imported': 'The hash list is imported.',
    'safety.hash_list_empty': 'The list has no hashes.',
    'safety.hash_list_line_invalid':
      'Line {line} is not a hash: each line must hold one hash of 16 hexadecimal digits. Nothing was imported.',
    'safety.hash_list_too_long': 'The list is too long: import at most 100 000 hashes at a time.',
    'safety.hash_list_source_required': 'Please name the list (where it comes from).',
    'safety.hash_list_source_too_long': 'Please keep the name under 200 characters.',
  },
  da: {
    'safety.photo_refused': 'Dette billede kan ikke bruges på Velvet. Vælg et andet billede.',
    'safety.flag_cleared': 'Godkendt. Annoncen er offentlig igen, medmindre noget andet holder den tilbage.',
    'safety.flag_not_open': 'Dette er allerede godkendt.',
    'safety.hash_list_imported': 'Hashlisten er importeret.',
    'safety.hash_list_empty': 'Listen indeholder ingen hashes.',
    'safety.hash_list_line_invalid':
      'Linje {line} er ikke en hash: hver linje skal indeholde én hash på 16 hexadecimale cifre. Intet blev importeret.',
    'safety.hash_list_too_long': 'Listen er for lang: importér højst 100 000 hashes ad gangen.',
    'safety.hash_list_source_required': 'Giv listen et navn (hvor den kommer fra).',
    'safety.hash_list_source_too_long': 'Navnet må højst være 200 tegn.',
  },
} as const;
