/**
 * The registration form's schemas, fetched when the form is first used (lib/lazy-resolver.ts). Imported on
 * demand through this file, not through the contract's index: a dynamic import of the index would make it
 * one chunk that every page importing a constant from the contract then downloads whole.
 */
export { registrationFields, registrationMedia } from '@velvet/contract';
