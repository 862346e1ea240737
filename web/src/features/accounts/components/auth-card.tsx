import type { FormEvent, ReactNode } from 'react';

/** The narrow centred card of the sign-in, code and password pages; phone-first. */
export function AuthCard({
  title,
  intro,
  children,
  aside,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Something above the title, e.g. the language flags of the reset page. */
  aside?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-8 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-night-700 bg-night-800/70 p-5 shadow-xl sm:p-8">
        {aside && <div className="mb-4 flex justify-end">{aside}</div>}
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 text-sm text-mist-300">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * The form on an AuthCard, its fields one under the other. The browser's own validation bubbles are off:
 * the form shows its errors under the fields.
 */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {children}
    </form>
  );
}
