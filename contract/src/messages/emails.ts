/**
 * Texts of the emails the server sends (`server/src/emails/`). Placeholders in braces are filled by
 * `translate()`; every text keeps the same placeholders in both languages. Mails to support and to the
 * operators are sent in English, but their Danish texts exist too, so no language is a second-class one.
 */
export const emails = {
  en: {
    'emails.footer': 'This email was sent by Velvet.',
    'emails.english_below': '— English —',

    'emails.otp.subject_0': 'Your Velvet verification code',
    'emails.otp.intro_0': 'Welcome to Velvet. Use this code to confirm your email address:',
    'emails.otp.subject_1': 'Your Velvet password reset code',
    'emails.otp.intro_1': 'Use this code to reset your Velvet password:',
    'emails.otp.validity': 'The code is valid for {minutes} minutes and can be used once.',
    'emails.otp.ignore':
      'If you did not ask for this code, you can ignore this email. Nobody can sign in with the code alone.',

    'emails.hello': 'Hello {name},',

    'emails.receipt.subject': 'Your Velvet payment receipt',
    'emails.receipt.thanks':
      'Thank you for your payment. Your package is active and your advert shows the Validated badge.',
    'emails.receipt.lines':
      'Package: {package}\nAmount: {amount}\nTransaction id: {transaction}\nValid until: {until}',
    'emails.receipt.keep': 'Keep this email as your receipt.',

    'emails.reversal.subject_refund': 'Your Velvet payment was refunded',
    'emails.reversal.subject_chargeback': 'A chargeback on your Velvet payment',
    'emails.reversal.what_refund':
      'Your payment of {amount} for the {package} package was refunded. The package period it paid for has ended.',
    'emails.reversal.what_chargeback':
      'Your bank reversed your payment of {amount} for the {package} package (a chargeback). The package period it paid for has ended.',
    'emails.reversal.transaction': 'Transaction id: {transaction}',
    'emails.reversal.until':
      'Your advert keeps the Validated badge until {date}, from other packages you paid for.',
    'emails.reversal.no_badge':
      'Your advert no longer shows the Validated badge. You can buy a package again on the Packages page.',
    'emails.reversal.help': 'If you did not expect this, reply to this email or write to {support}.',

    'emails.booking.subject': 'New booking request',
    'emails.booking.intro': 'You have a new booking request through your advert on Velvet.',
    'emails.booking.preferred_time': 'Preferred time',
    'emails.booking.duration': 'Duration',
    'emails.booking.minutes': '{minutes} minutes',
    'emails.booking.visit': 'Visit',
    'emails.booking.visit_outcall': "Outcall (at the client's address)",
    'emails.booking.visit_incall': 'Incall (at your place)',
    'emails.booking.name': 'Name',
    'emails.booking.phone': 'Phone',
    'emails.booking.email': 'Email',
    'emails.booking.address': 'Address',
    'emails.booking.address2': 'Address 2',
    'emails.booking.place': 'Postal code and city',
    'emails.booking.country': 'Country',
    'emails.booking.age': 'Age',
    'emails.booking.details': 'Details:\n{details}',
    'emails.booking.reply':
      'Reply to the client directly by phone or email. We have not given the client your email address.',

    'emails.contact.subject': 'Contact form: {service} — {name}',
    'emails.contact.general': 'General',
    'emails.contact.intro': 'A visitor sent a message through the contact form on the home page.',
    'emails.contact.fields': 'Name: {name}\nEmail: {email}\nService: {service}',
    'emails.contact.message': 'Message:\n{message}',
    'emails.contact.no_message': 'No message was written.',
    'emails.contact.listed': 'It is also listed in the back office under contact messages.',

    'emails.report_outcome.subject': 'Your report {receipt}',
    'emails.report_outcome.thanks': 'Thank you for your report ({receipt}).',
    'emails.report_outcome.resolved': 'We have reviewed your report and acted on the advert.',
    'emails.report_outcome.dismissed':
      'We have reviewed your report but found no grounds to act on the advert.',
    'emails.report_outcome.note': 'Note from our moderator: {note}',
    'emails.report_outcome.more': 'If you have more information, write to {support} and quote the reference.',

    'emails.report_urgent.subject': 'Urgent report {receipt}: {reason}',
    'emails.report_urgent.what': 'A visitor reported the advert "{name}" (id {id}) for: {reason}.',
    'emails.report_urgent.details': 'Details: {details}',
    'emails.report_urgent.no_details': 'No details were given.',
    'emails.report_urgent.review': 'Review it in the back-office: {url}',

    'emails.suspension.subject': 'Your advert on Velvet is suspended',
    'emails.suspension.what': 'We have suspended your advert for now. It is no longer shown on Velvet.',
    'emails.suspension.reason': 'Reason: {reason}',
    'emails.suspension.next':
      'You can still sign in and fix your advert at {url}/dashboard. If you disagree with this decision, or once you have fixed the problem, reply to this email or write to {support} and we will review it again.',
    'emails.restored.subject': 'Your advert on Velvet is visible again',
    'emails.restored.what': 'We have lifted the suspension of your advert. It is shown again on {url}.',

    'emails.security.subject_passkey_added': 'A passkey was added to your Velvet account',
    'emails.security.subject_passkey_removed': 'A passkey was removed from your Velvet account',
    'emails.security.subject_totp_enabled': 'Two-factor sign-in is on for your Velvet account',
    'emails.security.subject_totp_disabled': 'Two-factor sign-in was switched off on your Velvet account',
    'emails.security.subject_password_changed': 'Your Velvet password was changed',
    'emails.security.subject_password_reset': 'Your Velvet password was reset',
    'emails.security.subject_new_sign_in': 'New sign-in to your Velvet account',
    'emails.security.what_passkey_added':
      'The passkey "{passkey}" was added to your account. It signs in without a password.',
    'emails.security.what_passkey_removed': 'The passkey "{passkey}" was removed from your account.',
    'emails.security.what_totp_enabled':
      'Two-factor sign-in with an authenticator app was switched on. Every other device was signed out.',
    'emails.security.what_totp_disabled':
      'Two-factor sign-in was switched off: the password alone signs in again.',
    'emails.security.what_password_changed': 'Your password was changed. Every other device was signed out.',
    'emails.security.what_password_reset':
      'Your password was reset with a code sent to this address. Every device was signed out and your passkeys were removed: add them again on your dashboard.',
    'emails.security.what_new_sign_in':
      'Someone signed in to your account from a browser we had not seen before.',
    'emails.security.details': 'When: {when}\nDevice: {browser}',
    'emails.security.unknown_browser': 'unknown browser',
    'emails.security.review': 'Review your signed-in devices and passkeys: {url}/dashboard#account-security',
    'emails.security.not_you':
      'If this was not you, reset your password at once at {url}/forget: that signs out every device and removes every passkey. Questions? Write to {support}.',
  },
  da: {
    'emails.footer': 'Denne e-mail er sendt af Velvet.',
    'emails.english_below': '— English —',

    'emails.otp.subject_0': 'Din bekræftelseskode til Velvet',
    'emails.otp.intro_0': 'Velkommen til Velvet. Brug denne kode til at bekræfte din e-mailadresse:',
    'emails.otp.subject_1': 'Din kode til nulstilling af adgangskode hos Velvet',
    'emails.otp.intro_1': 'Brug denne kode til at nulstille din adgangskode hos Velvet:',
    'emails.otp.validity': 'Koden er gyldig i {minutes} minutter og kan bruges én gang.',
    'emails.otp.ignore':
      'Hvis du ikke har bedt om denne kode, kan du se bort fra denne e-mail. Ingen kan logge ind med koden alene.',

    'emails.hello': 'Hej {name},',

    'emails.receipt.subject': 'Din kvittering fra Velvet',
    'emails.receipt.thanks':
      'Tak for din betaling. Din pakke er aktiv, og din annonce viser mærket Valideret.',
    'emails.receipt.lines':
      'Pakke: {package}\nBeløb: {amount}\nTransaktions-id: {transaction}\nGyldig til: {until}',
    'emails.receipt.keep': 'Gem denne e-mail som din kvittering.',

    'emails.reversal.subject_refund': 'Din betaling til Velvet er refunderet',
    'emails.reversal.subject_chargeback': 'Din betaling til Velvet er tilbageført',
    'emails.reversal.what_refund':
      'Din betaling på {amount} for pakken {package} er refunderet. Den periode, betalingen dækkede, er afsluttet.',
    'emails.reversal.what_chargeback':
      'Din bank har tilbageført din betaling på {amount} for pakken {package} (chargeback). Den periode, betalingen dækkede, er afsluttet.',
    'emails.reversal.transaction': 'Transaktions-id: {transaction}',
    'emails.reversal.until':
      'Din annonce beholder mærket Valideret til {date} fra andre pakker, du har betalt for.',
    'emails.reversal.no_badge':
      'Din annonce viser ikke længere mærket Valideret. Du kan købe en pakke igen på siden Pakker.',
    'emails.reversal.help':
      'Hvis du ikke havde ventet dette, så svar på denne e-mail eller skriv til {support}.',

    'emails.booking.subject': 'Ny bookingforespørgsel',
    'emails.booking.intro': 'Du har fået en ny bookingforespørgsel via din annonce på Velvet.',
    'emails.booking.preferred_time': 'Ønsket tid',
    'emails.booking.duration': 'Varighed',
    'emails.booking.minutes': '{minutes} minutter',
    'emails.booking.visit': 'Type',
    'emails.booking.visit_outcall': 'Outcall (hos kunden)',
    'emails.booking.visit_incall': 'Incall (hos dig)',
    'emails.booking.name': 'Navn',
    'emails.booking.phone': 'Telefon',
    'emails.booking.email': 'E-mail',
    'emails.booking.address': 'Adresse',
    'emails.booking.address2': 'Adresse 2',
    'emails.booking.place': 'Postnummer og by',
    'emails.booking.country': 'Land',
    'emails.booking.age': 'Alder',
    'emails.booking.details': 'Detaljer:\n{details}',
    'emails.booking.reply':
      'Svar kunden direkte på telefon eller e-mail. Kunden har ikke fået din e-mailadresse fra os.',

    'emails.contact.subject': 'Kontaktformular: {service} — {name}',
    'emails.contact.general': 'Generelt',
    'emails.contact.intro': 'En besøgende har sendt en besked via kontaktformularen på forsiden.',
    'emails.contact.fields': 'Navn: {name}\nE-mail: {email}\nYdelse: {service}',
    'emails.contact.message': 'Besked:\n{message}',
    'emails.contact.no_message': 'Der blev ikke skrevet nogen besked.',
    'emails.contact.listed': 'Den står også i back office under kontaktbeskeder.',

    'emails.report_outcome.subject': 'Din anmeldelse {receipt}',
    'emails.report_outcome.thanks': 'Tak for din anmeldelse ({receipt}).',
    'emails.report_outcome.resolved': 'Vi har gennemgået din anmeldelse og grebet ind over for annoncen.',
    'emails.report_outcome.dismissed':
      'Vi har gennemgået din anmeldelse, men fandt ikke grundlag for at gribe ind over for annoncen.',
    'emails.report_outcome.note': 'Note fra vores moderator: {note}',
    'emails.report_outcome.more': 'Har du flere oplysninger, så skriv til {support} og oplys referencen.',

    'emails.report_urgent.subject': 'Hasteanmeldelse {receipt}: {reason}',
    'emails.report_urgent.what': 'En besøgende har anmeldt annoncen "{name}" (id {id}) for: {reason}.',
    'emails.report_urgent.details': 'Detaljer: {details}',
    'emails.report_urgent.no_details': 'Der blev ikke givet nogen detaljer.',
    'emails.report_urgent.review': 'Gennemgå den i back office: {url}',

    'emails.suspension.subject': 'Din annonce på Velvet er suspenderet',
    'emails.suspension.what':
      'Vi har midlertidigt suspenderet din annonce. Den vises ikke længere på Velvet.',
    'emails.suspension.reason': 'Begrundelse: {reason}',
    'emails.suspension.next':
      'Du kan stadig logge ind og rette din annonce på {url}/dashboard. Er du uenig i afgørelsen, eller har du rettet problemet, så svar på denne e-mail eller skriv til {support}, så ser vi på sagen igen.',
    'emails.restored.subject': 'Din annonce på Velvet er synlig igen',
    'emails.restored.what': 'Vi har ophævet suspenderingen af din annonce. Den vises igen på {url}.',

    'emails.security.subject_passkey_added': 'En adgangsnøgle er føjet til din Velvet-konto',
    'emails.security.subject_passkey_removed': 'En adgangsnøgle er fjernet fra din Velvet-konto',
    'emails.security.subject_totp_enabled': 'Totrinslogin er slået til på din Velvet-konto',
    'emails.security.subject_totp_disabled': 'Totrinslogin er slået fra på din Velvet-konto',
    'emails.security.subject_password_changed': 'Din adgangskode til Velvet er ændret',
    'emails.security.subject_password_reset': 'Din adgangskode til Velvet er nulstillet',
    'emails.security.subject_new_sign_in': 'Nyt login på din Velvet-konto',
    'emails.security.what_passkey_added':
      'Adgangsnøglen "{passkey}" er føjet til din konto. Den logger ind uden adgangskode.',
    'emails.security.what_passkey_removed': 'Adgangsnøglen "{passkey}" er fjernet fra din konto.',
    'emails.security.what_totp_enabled':
      'Totrinslogin med en godkendelsesapp er slået til. Alle andre enheder er logget ud.',
    'emails.security.what_totp_disabled': 'Totrinslogin er slået fra: adgangskoden alene logger ind igen.',
    'emails.security.what_password_changed': 'Din adgangskode er ændret. Alle andre enheder er logget ud.',
    'emails.security.what_password_reset':
      'Din adgangskode er nulstillet med en kode sendt til denne adresse. Alle enheder er logget ud, og dine adgangsnøgler er fjernet: tilføj dem igen på dit dashboard.',
    'emails.security.what_new_sign_in':
      'Nogen har logget ind på din konto fra en browser, vi ikke har set før.',
    'emails.security.details': 'Hvornår: {when}\nEnhed: {browser}',
    'emails.security.unknown_browser': 'ukendt browser',
    'emails.security.review': 'Se dine indloggede enheder og adgangsnøgler: {url}/dashboard#account-security',
    'emails.security.not_you':
      'Var det ikke dig, så nulstil din adgangskode med det samme på {url}/forget: det logger alle enheder ud og fjerner alle adgangsnøgler. Spørgsmål? Skriv til {support}.',
  },
} as const;
