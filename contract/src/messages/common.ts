/**
 * Validation and error message catalogue shared by server and web. Keys are stable ids; the English
 * texts are exactly SPEC §5/§8. Feature areas add their keys here so both sides speak the same words.
 */
export const common = {
  en: {
    'errors.validation': 'Validation failed.',
    'errors.bad_request': 'The request is not valid.',
    'errors.invalid_json': 'The request body is not valid JSON.',
    'errors.unsupported_media_type': 'Unsupported content type.',
    'errors.payload_too_large': 'The request is too large.',
    'errors.not_found': 'Not found.',
    'errors.route_not_found': 'No such API route.',
    'errors.unauthenticated': 'Please log in again.',
    'errors.forbidden': 'You are not allowed to do this.',
    'errors.rate_limited': 'Too many requests. Please try again later.',
    'errors.internal': 'An unexpected error occurred. Please try again later.',
    'errors.unavailable': 'The service is temporarily unavailable.',
    'ok': 'OK',
  },
  da: {
    'errors.validation': 'Valideringen mislykkedes.',
    'errors.bad_request': 'Forespørgslen er ikke gyldig.',
    'errors.invalid_json': 'Forespørgslens indhold er ikke gyldig JSON.',
    'errors.unsupported_media_type': 'Indholdstypen understøttes ikke.',
    'errors.payload_too_large': 'Forespørgslen er for stor.',
    'errors.not_found': 'Ikke fundet.',
    'errors.route_not_found': 'Denne API-rute findes ikke.',
    'errors.unauthenticated': 'Log venligst ind igen.',
    'errors.forbidden': 'Du har ikke adgang til dette.',
    'errors.rate_limited': 'For mange forespørgsler. Prøv igen senere.',
    'errors.internal': 'Der opstod en uventet fejl. Prøv igen senere.',
    'errors.unavailable': 'Tjenesten er midlertidigt utilgængelig.',
    'ok': 'OK',
  },
} as const;

