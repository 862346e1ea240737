import type { ReactNode } from 'react';

/**
 * A checkbox of the home search's filters: a large target, the label after a small coloured mark that
 * matches the badge the filter stands for.
 */
export function FilterCheckbox({
  name,
  checked,
  onChange,
  accent,
  mark,
  className = '',
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The checkbox's accent colour class (`accent-…`). */
  accent: string;
  /** Classes of the mark before the label (its colour and shape). */
  mark: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-mist-200 ${className}`}
    >
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={`h-5 w-5 ${accent}`}
      />
      <span className="inline-flex items-center gap-2">
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${mark}`} />
        {children}
      </span>
    </label>
  );
}
