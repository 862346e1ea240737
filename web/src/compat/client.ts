/**
 * `react-dom/client`: Preact's roots, with React's behaviour at the root. A page drawn in the browser holds
 * back while a component above every Suspense boundary waits (a translation, a lazy chunk): nothing is
 * drawn until it is ready. A server-rendered page is taken over with the server's snapshots (main.tsx
 * loads what it needs first, so nothing waits then).
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
    // Its root draws the same tree again later (no Suspense around it, as it was taken over).
    return preactHydrateRoot(container, children);
  } finally {
    phase.hydrating = false;
  }
}

export default { createRoot, hydrateRoot };
