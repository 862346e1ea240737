export * from './common.ts';
export * from './limits.ts';
export * from './messages/index.ts';
export * from './adverts.ts';
export * from './admin.ts';
export * from './payments.ts';
export * from './accounts.ts';
export * from './catalogue.ts';
