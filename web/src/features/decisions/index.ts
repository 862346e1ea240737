/** What other features may use of the statements of reasons: the dashboard's list of them. */
export { DecisionsSection } from './decisions-section';
