// The z every schema is built with (jitless in browsers): web code that builds a schema of its own takes it here.
export { z } from './zod.ts';
export * from './common.ts';
export * from './limits.ts';
export * from './messages/index.ts';
export * from './adverts.ts';
export * from './admin.ts';
export * from './reports.ts';
export * from './payments.ts';
export * from './accounts.ts';
export * from './profile.ts';
export {
  ABOUT_MAX_CHARS,
  EMAIL_PATTERN,
  emailField,
  MAX_INTERESTS,
  otpField,
  otpTypeField,
} from './form-fields.ts';
export * from './catalogue.ts';
export * from './revisit.ts';
export * from './advertiser-tools.ts';
export * from './field-tools.ts';
export * from './outbox.ts';
export * from './locale.ts';
export * from './trust.ts';
export * from './account-security.ts';
export * from './safety.ts';
export * from './queue-reasons.ts';
export * from './escalations.ts';
export * from './safety-rules.ts';
export * from './review-times.ts';
export * from './pages.ts';
export * from './booking-digest.ts';
export * from './age-check.ts';
export * from './retire.ts';
export * from './decisions.ts';
