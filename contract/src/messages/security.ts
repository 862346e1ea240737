/** Messages of two-factor sign-in, passkeys and signed-in devices. */
export const security = {
  en: {
    'security.code_required': 'Enter the code.',
    'security.totp_code_format': 'Enter the 6-digit code from your authenticator app.',
    'security.code_invalid': 'That code is not right. Try the newest code from your app.',
    'security.challenge_expired':
      'This sign-in has expired or was locked after too many tries. Sign in again.',
    'security.two_factor_required': 'Enter the code from your authenticator app to finish signing in.',
    'security.totp_already_enabled': 'Two-factor sign-in is already on.',
    'security.totp_not_started': 'Start the setup again: there is no code to confirm.',
    'security.totp_not_enabled': 'Two-factor sign-in is not on.',
    'security.totp_setup_started': 'Scan the QR code with your authenticator app, then enter its code.',
    'security.totp_enabled':
      'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once.',
    'security.totp_disabled': 'Two-factor sign-in is off.',
    'security.password_wrong': 'The password is not right.',
    'security.passkey_name_required': 'Give the passkey a name.',
    'security.passkey_failed': 'The passkey could not be checked. Try again.',
    'security.passkey_added': 'Passkey added.',
    'security.passkey_removed': 'Passkey removed.',
    'security.passkeys_limit': 'An account can hold at most 20 passkeys. Remove one first.',
    'security.session_signed_out': 'That device is signed out.',
    'security.sessions_signed_out': 'Every other device is signed out.',
    'security.reauth_required':
      'For your safety, confirm it is you: enter your password (and the code from your app when two-factor sign-in is on).',
    'security.reauthenticated': 'Confirmed. You can make changes for the next 5 minutes.',
  },
  da: {
    'security.code_required': 'Indtast koden.',
    'security.totp_code_format': 'Indtast den 6-cifrede kode fra din godkendelsesapp.',
    'security.code_invalid': 'Koden er ikke rigtig. Prøv den nyeste kode fra din app.',
    'security.challenge_expired':
      'Dette login er udløbet eller blev låst efter for mange forsøg. Log ind igen.',
    'security.two_factor_required': 'Indtast koden fra din godkendelsesapp for at logge ind.',
    'security.totp_already_enabled': 'Totrinslogin er allerede slået til.',
    'security.totp_not_started': 'Start opsætningen igen: der er ingen kode at bekræfte.',
    'security.totp_not_enabled': 'Totrinslogin er ikke slået til.',
    'security.totp_setup_started': 'Scan QR-koden med din godkendelsesapp, og indtast derefter koden.',
    'security.totp_enabled':
      'Totrinslogin er slået til. Gem dine gendannelseskoder et sikkert sted: de vises kun én gang.',
    'security.totp_disabled': 'Totrinslogin er slået fra.',
    'security.password_wrong': 'Adgangskoden er ikke rigtig.',
    'security.passkey_name_required': 'Giv adgangsnøglen et navn.',
    'security.passkey_failed': 'Adgangsnøglen kunne ikke kontrolleres. Prøv igen.',
    'security.passkey_added': 'Adgangsnøgle tilføjet.',
    'security.passkey_removed': 'Adgangsnøgle fjernet.',
    'security.passkeys_limit': 'En konto kan højst have 20 adgangsnøgler. Fjern en først.',
    'security.session_signed_out': 'Enheden er logget ud.',
    'security.sessions_signed_out': 'Alle andre enheder er logget ud.',
    'security.reauth_required':
      'Af hensyn til din sikkerhed skal du bekræfte, at det er dig: indtast din adgangskode (og koden fra din app, når totrinslogin er slået til).',
    'security.reauthenticated': 'Bekræftet. Du kan foretage ændringer de næste 5 minutter.',
  },
} as const;
