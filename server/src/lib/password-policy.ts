import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * Passwords from the common-password list (zxcvbn's 30 000+ most used, all lower case)
 * are refused, whatever their case. Loaded on first use: the list is big and most requests never need it.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
