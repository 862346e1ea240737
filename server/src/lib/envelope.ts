import { translate, type Envelope, type Language, type MessageKey } from '@velvet/contract';

/** A successful envelope; `message` is a key of the contract catalogue, translated to `lang`. */
export function ok<T>(lang: Language, data: T, message: MessageKey = 'ok'): Envelope<T> {
  return { status: true, message: translate(lang, message), data };
}
