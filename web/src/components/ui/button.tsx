import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-rose-400 text-night-950 hover:bg-rose-300 disabled:bg-night-600 disabled:text-mist-400',
  secondary: 'border border-rose-400/60 text-rose-300 hover:bg-rose-400/10 disabled:opacity-50',
  ghost: 'text-mist-100 hover:bg-white/10 disabled:opacity-50',
  danger: 'bg-red-600 text-white hover:bg-red-500 disabled:opacity-50',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A link that looks like a button: the way on to another page, worded as an action. */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant; className?: string }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

type PendingButtonProps = Parameters<typeof Button>[0] & { pending: boolean; pendingLabel: ReactNode };

/**
 * A button for an action that takes a while: while `pending` it is disabled, marked busy and says
 * `pendingLabel` in place of its label, so a second press cannot start the action twice.
 */
export function PendingButton({ pending, pendingLabel, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={pending} aria-busy={pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** A form's submit button for an action that takes a while, so a second press cannot send the form twice. */
export function SubmitButton(props: Omit<PendingButtonProps, 'type'>) {
  return <PendingButton type="submit" {...props} />;
}
