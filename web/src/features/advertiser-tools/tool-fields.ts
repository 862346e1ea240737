import { useState, type ChangeEvent } from 'react';

/**
 * The typed-in values of a tool's small form, by the fields' names, and `field(name)`: what ties a control
 * to one of them (its name, value and change, the server's refusal under that name, and disabled while the
 * panel is busy). `clear(...names)` puts those fields (none named: all) back to where they started.
 */
export function useToolFields<Name extends string>(
  initial: Record<Name, string>,
  { busy, errors }: { busy: boolean; errors: Partial<Record<string, string>> },
) {
  const [values, setValues] = useState(initial);
  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<{ value: string }>) =>
      setValues((all) => ({ ...all, [name]: event.target.value })),
    error: errors[name],
    disabled: busy,
  });
  const clear = (...names: Name[]) =>
    setValues((all) => {
      const cleared = { ...all };
      for (const name of names.length ? names : (Object.keys(initial) as Name[]))
        cleared[name] = initial[name];
      return cleared;
    });
  return { values, field, clear };
}
