/**
 * `react-dom/client`: Preact's roots, with React's behaviour at the root. A component that waits (a
 * translation, a lazy chunk) above every Suspense boundary holds the root back: nothing is drawn until
 * it is ready, and a server-rendered page keeps its markup meanwhile. A server-rendered page is taken
 * over with the server's snapshots.
 */
import type { ComponentChild } from 'preact';
import { createElement, Suspense } from 'preact/compat';
import { createRoot as preactCreateRoot, hydrateRoot as preactHydrateRoot } from 'preact/compat/client';
import { phase } from './phase';

const atRoot = (children: ComponentChild) => createElement(Suspense, { fallback: null }, children);

export function createRoot(container: Parameters<typeof preactCreateRoot>[0]) {
  const root = preactCreateRoot(container);
  return {
    render: (children: ComponentChild) => root.render(atRoot(children)),
    unmount: () => root.unmount(),
  };
}

export function hydrateRoot(container: Parameters<typeof preactHydrateRoot>[0], children: ComponentChild) {
  phase.hydrating = true;
  try {
    preactHydrateRoot(container, atRoot(children));
  } finally {
    phase.hydrating = false;
  }
  return createRoot(container);
}

export default { createRoot, hydrateRoot };
