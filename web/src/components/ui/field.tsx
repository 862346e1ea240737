import { useId, type ComponentProps, type ReactNode } from 'react';

/** The look of every text control: one border, one focus colour, red when invalid. */
const fieldControl =
  'w-full rounded-lg border border-night-600 bg-night-950 px-3 py-2.5 text-mist-100 placeholder:text-mist-400 focus:border-rose-400 aria-[invalid=true]:border-red-400';

type FieldProps = { label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string };

/** How a control is tied to its field for screen readers: its id, its invalid state, what describes it. */
export function fieldWiring(id: string, error?: string, hint?: ReactNode) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

/** A field's hint (shown while there is no error) and its error, under the ids `fieldWiring` names. */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-mist-400">
          {hint}
        </p>
      )}
      <ErrorMessage id={`${id}-error`} message={error} />
    </>
  );
}

/** A refusal in red, read out as it appears; nothing while there is none. */
export function ErrorMessage({ id, message }: { id?: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-red-300">
      {message}
    </p>
  ) : null;
}

/**
 * A label, one control and its messages; `children` renders the control with the wiring it is given.
 * `hideLabel` leaves the label to screen readers, where the control's place already says what it is.
 */
export function Field({
  id,
  label,
  hideLabel = false,
  error,
  hint,
  className = '',
  children,
}: FieldProps & {
  id?: string | undefined;
  hideLabel?: boolean;
  children: (wiring: ReturnType<typeof fieldWiring>) => ReactNode;
}) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-mist-300'}>
        {label}
      </label>
      {children(fieldWiring(fieldId, error, hint))}
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}

/** Splits a field component's props into the field's (label, messages, layout) and its control's. */
function splitField<P extends FieldProps & { id?: string | undefined }>({
  label,
  error,
  hint,
  className,
  id,
  ...control
}: P) {
  return [{ label, error, hint, className, id }, control] as const;
}

/** A labelled input with its error and hint wired for screen readers. */
export function TextField(props: FieldProps & ComponentProps<'input'>) {
  const [field, input] = splitField(props);
  return <Field {...field}>{(wiring) => <input {...wiring} className={fieldControl} {...input} />}</Field>;
}

/** A TextField for a whole number (bounded by `min` and `max`), offering a phone's number pad. */
export function WholeNumberField(props: FieldProps & ComponentProps<'input'>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/** One choice of a SelectField: its value and the words shown for it. */
export type SelectOption = { value: string | number; label: ReactNode };

/**
 * A labelled select of `options`, after a first choice of `placeholder` (the empty value) when given; any
 * `children` options follow them.
 */
export function SelectField({
  options = [],
  placeholder,
  children,
  ...props
}: FieldProps & ComponentProps<'select'> & { options?: SelectOption[]; placeholder?: ReactNode }) {
  const [field, select] = splitField(props);
  return (
    <Field {...field}>
      {(wiring) => (
        <select {...wiring} className={fieldControl} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}

export function TextAreaField(props: FieldProps & ComponentProps<'textarea'>) {
  const [field, textarea] = splitField(props);
  const className = `${fieldControl} min-h-28`;
  return <Field {...field}>{(wiring) => <textarea {...wiring} className={className} {...textarea} />}</Field>;
}
