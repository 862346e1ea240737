import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { tMessage } from '../../lib/i18n';

/** A field error's text: the form's own are catalogue keys, the server's arrive translated. */
export function errorText(error: Pick<FieldError, 'type' | 'message'> | undefined): string | undefined {
  const message = error?.message;
  if (typeof message !== 'string' || !message) return undefined;
  return error?.type === 'server' ? message : tMessage(message);
}

/** What a field component takes from the form for one field: its registration and its error's text. */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
) {
  return { ...form.register(name), error: errorText(get(form.formState.errors, name)) };
}

/**
 * Puts the server's per-field messages (already translated by Accept-Language) on the form's fields.
 * Returns the fields it could not place, e.g. files, for the page to show elsewhere.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): Record<string, string> {
  const rest: Record<string, string> = {};
  if (!(error instanceof ApiError)) return rest;
  let focused = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    // Multipart names like images[2] belong to the images field.
    const name = field.replace(/\[\d*\]$/, '').replace(/\.\d+$/, '');
    if (formFields.includes(name)) {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest[name] = message;
    }
  }
  return rest;
}

/**
 * After the errors render, moves focus to the first field marked invalid in page order — files and
 * checkboxes included — and scrolls it to the middle of the screen, so on a phone it is not left
 * off-screen or under the sticky header or save bar. A toast alone is gone in four seconds.
 */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined) {
  window.setTimeout(() => {
    requestAnimationFrame(() => {
      const field = (form ?? document).querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!field) return;
      field.focus({ preventScroll: true });
      // A visually hidden file input has no box of its own: scroll its picker instead.
      const box = field.getBoundingClientRect();
      const target = box.width > 1 && box.height > 1 ? field : (field.parentElement ?? field);
      target.scrollIntoView({ block: 'center' });
    });
  }, 0);
}
