import { useState } from 'react';

/**
 * What a back-office dialog is open for — the row to edit or delete, the decision to confirm — or null
 * while it is shut. `props()` is a dialog's `open` and `onClose` for any subject, `props(kind)` for that
 * one alone (one of several dialogs on a view); closing forgets the subject.
 */
export function useDialog<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  const hide = () => setSubject(null);
  return {
    subject,
    show: (value: T) => setSubject(() => value),
    hide,
    props: (only?: T) => ({ open: only === undefined ? subject !== null : subject === only, onClose: hide }),
  };
}
