import { Link, type LinkProps } from 'react-router';

/** A link inside running text: underlined, in the accent colour. */
export function TextLink({ className = '', ...props }: LinkProps) {
  return <Link className={`text-rose-300 underline hover:text-rose-400 ${className}`.trim()} {...props} />;
}
