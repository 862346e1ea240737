/**
 * The field tools: screening and deposit terms, photo masking before upload, duos and following an
 * advert. Other features import only what this file exports.
 */
export { ScreeningTerms } from './screening-terms';
export { ScreeningEditor, useScreeningChoices } from './screening-editor';
export { MaskHint, MaskPhotoButton } from './mask-photo-button';
export { DuoPanel } from './duo-panel';
