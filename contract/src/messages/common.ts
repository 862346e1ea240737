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
    'errors.text_invalid': 'This text contains characters that are not allowed.',
    'errors.not_found': 'Not found.',
    'errors.route_not_found': 'No such API route.',
    'errors.unauthenticated': 'Please log in again.',
    'errors.forbidden': 'You are not allowed to do this.',
    'errors.rate_limited': 'Too many requests. Please try again later.',
    'errors.internal': 'An unexpected error occurred. Please try again later.',
    'errors.unavailable': 'The service is temporarily unavailable.',
    'media.image_invalid': 'Invalid image file. Please use a JPEG, PNG, WebP, AVIF or GIF photo.',
    'media.image_too_large': 'The image is too large (at most {megapixels} megapixels).',
    'media.video_invalid': 'Invalid video file',
    'media.video_too_long': 'Video exceeds 30 seconds',
    'ok': 'OK',
  },
  da: {
    'errors.validation': 'Valideringen mislykkedes.',
    'errors.bad_request': 'Forespørgslen er ikke gyldig.',
    'errors.invalid_json': 'Forespørgslens indhold er ikke gyldig JSON.',
    'errors.unsupported_media_type': 'Indholdstypen understøttes ikke.',
    'errors.payload_too_large': 'Forespørgslen er for stor.',
    'errors.text_invalid': 'Teksten indeholder tegn, der ikke er tilladt.',
    'errors.not_found': 'Ikke fundet.',
    'errors.route_not_found': 'Denne API-rute findes ikke.',
    'errors.unauthenticated': 'Log venligst ind igen.',
    'errors.forbidden': 'Du har ikke adgang til dette.',
    'errors.rate_limited': 'For mange forespørgsler. Prøv igen senere.',
    'errors.internal': 'Der opstod en uventet fejl. Prøv igen senere.',
    'errors.unavailable': 'Tjenesten er midlertidigt utilgængelig.',
    'media.image_invalid': 'Ugyldig billedfil. Brug et JPEG-, PNG-, WebP-, AVIF- eller GIF-billede.',
    'media.image_too_large': 'Billedet er for stort (højst {megapixels} megapixel).',
    'media.video_invalid': 'Ugyldig videofil',
    'media.video_too_long': 'Videoen er længere end 30 sekunder',
    'ok': 'OK',
  },
} as const;

