import { randomInt } from 'node:crypto';
import { wordlist } from '@scure/bip39/wordlists/english.js';

/**
 * The one-time word of a photo verification: one of BIP-39's 2048 English words, which were chosen to
 * be common, short and unambiguous to read and write by hand. A word is a word in both languages (the
 * advertiser writes it on paper as shown), and a fresh one for every request means an old photo or one
 * copied from another site cannot show it.
 */
export function verificationWord(): string {
  return wordlist[randomInt(wordlist.length)]!;
}
