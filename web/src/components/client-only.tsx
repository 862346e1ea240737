import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** False on the server and while the browser takes over a server-rendered page; true from then on. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * What only the browser can run, loaded on demand (the carousel, the editor, the toasts): the server and
 * the browser's first render show `fallback`, so both render the same page and nothing waits on the
 * server for a chunk the visitor may never need; the real thing takes over once its code has arrived.
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
