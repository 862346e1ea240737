/** Age gate, legal pages and reporting an advert. Other features import only what this file exports. */
export { ReportAdvertButton } from './report-advert-button';
