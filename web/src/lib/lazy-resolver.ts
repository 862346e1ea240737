import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { messagesLoaded } from './i18n';
import { onFirstInteraction } from './interaction';

/**
 * A react-hook-form resolver for a contract schema that arrives with the visitor's first interaction,
 * not with the page: zod, the schemas and the message texts are the largest part of a form page's code,
 * and nothing is validated before someone types, taps or submits. A submit before they are here waits
 * for them (the messages too, so the first error shows in words, not as an id).
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema(), messagesLoaded()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<TInput, unknown, TOutput>,
    ));
  onFirstInteraction(() => void load());
  return async (values, context, options) => (await load())(values, context, options);
}
