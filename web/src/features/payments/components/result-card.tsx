import type { ReactNode } from 'react';

/** The one card of a payment result page (success, pending, failure, cancel), centred under the header. */
export function ResultCard({
  className = 'border-night-600',
  role,
  children,
}: {
  /** Border colour and alignment of the card. */
  className?: string;
  role?: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div role={role} className={`w-full max-w-lg rounded-2xl border bg-night-800 p-6 sm:p-8 ${className}`}>
        {children}
      </div>
    </section>
  );
}
