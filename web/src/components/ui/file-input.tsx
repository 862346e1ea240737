import { forwardRef, type InputHTMLAttributes } from 'react';

/**
 * The native file input, visually replaced by a translated button (the browser's own "Choose File / No
 * file chosen" ignores the page language). The input stays focusable and keeps its name, described by
 * what is around it; its focus ring shows on the button, and `status` says what is chosen.
 */
export const FileInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { id: string; buttonText: string; status: string }
>(function FileInput({ id, buttonText, status, ...props }, ref) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input ref={ref} id={id} type="file" className="peer sr-only" {...props} />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-full bg-night-700 px-4 text-sm font-semibold text-mist-100 hover:bg-night-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-400 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        {buttonText}
      </label>
      <span className="text-sm text-mist-400" aria-hidden="true">
        {status}
      </span>
    </div>
  );
});
