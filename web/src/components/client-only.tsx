import { startTransition, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { onFirstInteraction } from '../lib/interaction';

const never = () => () => {};

/** False on the server and while the browser hydrates a server-rendered page; true from then on. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * False until the visitor first interacts with the page (and on the server); true from then on. What it
 * brings in (the carousel, toasts, the editor) renders as a transition: a store React reads while rendering
 * would render it at once, inside the very tap that set it, and make that tap wait for the carousel.
 */
function useInteracted() {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => onFirstInteraction(() => startTransition(() => setInteracted(true))), []);
  return interacted;
}

/**
 * What only the browser can run, loaded on demand (the carousel, the editor, the toasts): the server and
 * the browser's first render show `fallback`, so both render the same page and nothing waits on the
 * server for a chunk the visitor may never need; the real thing renders in its place once its code has arrived —
 * right after the page has started, or (`until="interaction"`) at the visitor's first interaction.
 */
export function ClientOnly({
  fallback,
  children,
  until = 'hydrated',
}: {
  fallback: ReactNode;
  children: ReactNode;
  until?: 'hydrated' | 'interaction';
}) {
  const hydrated = useHydrated();
  const interacted = useInteracted();
  const ready = until === 'interaction' ? hydrated && interacted : hydrated;
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

/**
 * A server-rendered form's controls, disabled until the page has started: a choice or a file picked
 * before the app listens would look taken and be lost. (`display: contents`: it adds no box of its own.)
 */
export function StartedFieldset({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled={!useHydrated()} className="contents">
      {children}
    </fieldset>
  );
}
