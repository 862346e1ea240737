/** Messages of the field tools: screening and deposit terms, duos, following an advert. */
export const fieldTools = {
  en: {
    'field_tools.screening_invalid':
      'Choose what screening you require: none, a phone call, references or ID.',
    'field_tools.deposit_policy_too_long': 'Keep the deposit and cancellation terms to 300 characters.',
    'field_tools.duo.link_required': 'Paste the link of the other advert.',
    'field_tools.duo.link_invalid':
      'This is not the link of an advert. Copy the address of the other advert page.',
    'field_tools.duo.not_found': 'We cannot find a public advert at this link.',
    'field_tools.duo.self': 'This is your own advert. Paste the link of the other advert.',
    'field_tools.duo.not_public': 'Your advert must be public (verified, paid, not paused) to form a duo.',
    'field_tools.duo.already_in_duo': 'You are already in a duo. End it before inviting someone else.',
    'field_tools.duo.partner_taken': 'This advert is already in a duo: a duo is two adverts.',
    'field_tools.duo.pending': 'You have already invited an advert. Withdraw that invitation first.',
    'field_tools.duo.reinvite': 'You invited this advert recently. Ask her to look at her dashboard.',
    'field_tools.duo.daily_cap': 'You can send at most 5 duo invitations a day. Try again tomorrow.',
    'field_tools.duo.invite_not_found': 'This invitation is no longer open.',
    'field_tools.duo.invited':
      'Invitation sent. The duo shows once the other advertiser confirms it on her dashboard.',
    'field_tools.duo.accepted': 'You are now a duo.',
    'field_tools.duo.ended': 'Duo ended. Both adverts stand alone again.',
  },
  da: {
    'field_tools.screening_invalid':
      'Vælg hvilken screening du kræver: ingen, et telefonopkald, referencer eller ID.',
    'field_tools.deposit_policy_too_long': 'Hold betingelserne for depositum og afbud på højst 300 tegn.',
    'field_tools.duo.link_required': 'Indsæt linket til den anden annonce.',
    'field_tools.duo.link_invalid':
      'Det er ikke et link til en annonce. Kopiér adressen på den anden annonces side.',
    'field_tools.duo.not_found': 'Vi kan ikke finde en offentlig annonce på dette link.',
    'field_tools.duo.self': 'Det er din egen annonce. Indsæt linket til den anden annonce.',
    'field_tools.duo.not_public':
      'Din annonce skal være offentlig (bekræftet, betalt, ikke sat på pause) for at danne en duo.',
    'field_tools.duo.already_in_duo': 'Du er allerede i en duo. Afslut den, før du inviterer en anden.',
    'field_tools.duo.partner_taken': 'Denne annonce er allerede i en duo: en duo er to annoncer.',
    'field_tools.duo.pending': 'Du har allerede inviteret en annonce. Træk den invitation tilbage først.',
    'field_tools.duo.reinvite': 'Du har inviteret denne annonce for nylig. Bed hende se på sit kontrolpanel.',
    'field_tools.duo.daily_cap': 'Du kan højst sende 5 duo-invitationer om dagen. Prøv igen i morgen.',
    'field_tools.duo.invite_not_found': 'Denne invitation er ikke længere åben.',
    'field_tools.duo.invited':
      'Invitationen er sendt. Duoen vises, når den anden annoncør bekræfter den på sit kontrolpanel.',
    'field_tools.duo.accepted': 'I er nu en duo.',
    'field_tools.duo.ended': 'Duoen er afsluttet. Begge annoncer står alene igen.',
  },
} as const;
