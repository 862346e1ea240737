/**
 * Messages of the payments area. The payment texts clients know are kept verbatim in English; `{message}` is
 * filled with one of the `payments.reason.*` texts in the caller's language.
 */
export const payments = {
  en: {
    'payments.failed_with': 'Payment failed: {message}',
    'payments.error_with': 'Payment error: {message}',
    'payments.card_failed': 'Payment failed. Please check your card details or try again.',
    'payments.not_completed': 'Payment not completed',
    'payments.not_processed': 'Payment failed or was not processed.',
    'payments.failed_title': 'Payment Failed',
    'payments.capture_failed': 'Payment capture failed',
    'payments.reason.provider_unavailable':
      'the payment service cannot be reached right now. Nothing was charged twice; please try again in a few minutes.',
    'payments.reason.amount_mismatch': 'the amount or currency paid does not match the package.',
    'payments.reason.reference_mismatch': 'the payment does not belong to this order.',
    'payments.reason.not_approved': 'the payment was not approved at checkout.',
    'payments.reason.cancelled': 'the payment was cancelled.',
    'payments.reason.provider_rejected': 'the payment service refused the request. Please try again later.',
    'payments.package_not_found': 'This package is not available.',
    'payments.welcome_already_used': 'The welcome package has already been activated for this account.',
    'payments.wrong_account': 'This payment belongs to another account. Please log in again.',
    'payments.package_mismatch': 'The package does not match this payment.',
    'payments.redirecting': 'Redirecting to the payment page.',
    'payments.captured': 'Payment successful',
    'payments.packages_listed': 'Packages',
    'payments.receipt_subject': 'Your Velvet payment receipt',
    'payments.pending':
      'Payment pending: the payment service has not confirmed your payment yet. This usually takes less than a minute; please try again shortly.',
  },
  da: {
    'payments.failed_with': 'Betalingen mislykkedes: {message}',
    'payments.error_with': 'Betalingsfejl: {message}',
    'payments.card_failed': 'Betalingen mislykkedes. Kontroller dine kortoplysninger, eller prøv igen.',
    'payments.not_completed': 'Betalingen blev ikke gennemført',
    'payments.not_processed': 'Betalingen mislykkedes eller blev ikke behandlet.',
    'payments.failed_title': 'Betaling mislykkedes',
    'payments.capture_failed': 'Betalingen kunne ikke hæves',
    'payments.reason.provider_unavailable':
      'betalingstjenesten kan ikke nås lige nu. Der er ikke trukket penge to gange; prøv igen om et par minutter.',
    'payments.reason.amount_mismatch': 'det betalte beløb eller den betalte valuta passer ikke til pakken.',
    'payments.reason.reference_mismatch': 'betalingen hører ikke til denne ordre.',
    'payments.reason.not_approved': 'betalingen blev ikke godkendt ved kassen.',
    'payments.reason.cancelled': 'betalingen blev annulleret.',
    'payments.reason.provider_rejected': 'betalingstjenesten afviste forespørgslen. Prøv igen senere.',
    'payments.package_not_found': 'Denne pakke er ikke tilgængelig.',
    'payments.welcome_already_used': 'Velkomstpakken er allerede aktiveret for denne konto.',
    'payments.wrong_account': 'Denne betaling tilhører en anden konto. Log venligst ind igen.',
    'payments.package_mismatch': 'Pakken passer ikke til denne betaling.',
    'payments.redirecting': 'Sender dig videre til betalingssiden.',
    'payments.captured': 'Betalingen er gennemført',
    'payments.packages_listed': 'Pakker',
    'payments.receipt_subject': 'Din kvittering fra Velvet',
    'payments.pending':
      'Betalingen afventer: betalingstjenesten har endnu ikke bekræftet din betaling. Det tager normalt under et minut; prøv igen om lidt.',
  },
} as const;
