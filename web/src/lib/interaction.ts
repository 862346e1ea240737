/**
 * The visitor's first interaction with the page (a tap, a click, a key, the wheel, a pointer moving or a
 * field filled in, by typing or by the browser's autofill).
 * Code only an interaction needs (the carousel's swiping, toasts, form messages, the text editor) loads
 * then, not while the page is starting: the first screen stays quick on a slow phone.
 */
const EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'input'] as const;
const listeners = new Set<() => void>();
let interacted = false;

function markInteracted() {
  if (interacted) return;
  interacted = true;
  for (const type of EVENTS) window.removeEventListener(type, markInteracted, true);
  // Once the page is idle: the tap that got here (its pointerup and click come in tasks of their own) is
  // answered and painted first, whatever they load.
  const run = () => {
    for (const listener of listeners) listener();
    listeners.clear();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 100);
}

if (typeof window !== 'undefined') {
  for (const type of EVENTS) window.addEventListener(type, markInteracted, { capture: true, passive: true });
}

/** Calls `listener` once, at the first interaction (at once when it has happened); returns the unsubscriber. */
export function onFirstInteraction(listener: () => void): () => void {
  if (interacted) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
