/** Age gate, legal pages, reporting an advert and the notice of a photo being checked. Other features import only what this file exports. */
export { ReportAdvertButton } from './report-advert-button';
export { PhotoCheckNotice } from './photo-check-notice';
