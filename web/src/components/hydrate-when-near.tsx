import {
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
  type FulfilledReactPromise,
  type ReactNode,
  type ReactPromise,
} from 'react';
import { useOnceInView } from '../lib/once-in-view';
import { useHydrated } from './client-only';

/**
 * True where the browser takes over a page the server rendered (main.tsx provides it there): only there
 * does a list have server markup to keep.
 */
export const TakingOverServerPage = createContext(false);

/**
 * A promise kept once `open()` is called. Its status is written on it as it opens, so React's `use()`
 * reads it as kept in that very render, without waiting a turn for the promise.
 */
function createGate() {
  let resolve!: () => void;
  const opened: ReactPromise<void> = new Promise<void>((r) => {
    resolve = r;
  });
  const gate = {
    opened,
    isOpen: false,
    /** What the card showed when it was last drawn: a change means its server markup is out of date. */
    shown: undefined as ReactNode,
    open() {
      if (gate.isOpen) return;
      gate.isOpen = true;
      const kept: Omit<FulfilledReactPromise<void>, 'then'> = { status: 'fulfilled', value: undefined };
      Object.assign(opened, kept);
      resolve();
    },
  };
  return gate;
}
type Gate = ReturnType<typeof createGate>;

/**
 * The gate of a part of a server-rendered page, made as the browser takes the page over (`onMade` is told
 * of it); null where nothing is taken over: a page drawn in the browser, or a part drawn afterwards.
 */
function useTakeoverGate(onMade?: (gate: Gate) => void) {
  const serverPage = useContext(TakingOverServerPage);
  // False in every pass that takes server markup over, including a part of the page that waited for its code.
  const hydrated = useHydrated();
  const [gate] = useState(() => {
    if (!serverPage || hydrated) return null;
    const made = createGate();
    onMade?.(made);
    return made;
  });
  return gate;
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.opened);
  return children;
}

// A card this close to the screen is taken over before the visitor scrolls to it.
const NEAR = '300px';
const TOUCHED = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * The waiting cards, opened by a touch or focus inside them. Heard on the window before React hears the
 * event at its root, so React finds the card's gate open and takes the card over in time for that very
 * event (a tap opens the advert in the app, not by a page load).
 */
const waiting = new Map<Element, () => void>();
function onTouch(event: Event) {
  for (const [element, open] of waiting) if (element.contains(event.target as Node)) open();
}
/**
 * Takes over every card still waiting. For what changes the context they sit in (the router's, on a
 * navigation): React cannot know whether a waiting card reads that context, so it holds the change back
 * until every such card has been taken over.
 */
export function takeOverWaitingCards() {
  for (const open of [...waiting.values()]) open();
  openAllInTurn();
}
/** Opens the card at a touch or focus inside it, once; the returned function stops listening. */
function openAtTouch(element: Element, open: () => void) {
  const release = () => {
    waiting.delete(element);
    if (waiting.size === 0)
      for (const type of TOUCHED) window.removeEventListener(type, onTouch, { capture: true });
  };
  if (waiting.size === 0)
    for (const type of TOUCHED) window.addEventListener(type, onTouch, { capture: true, passive: true });
  waiting.set(element, () => {
    release();
    open();
  });
  return release;
}

/**
 * An `<li>` of a long list whose server markup is taken over only when it comes near the screen, or at
 * once when it is touched or focused. React keeps a suspended boundary's server markup as it is while it
 * takes a page over, so the cards below the screen cost a phone nothing at start: their links and photos
 * work as plain HTML meanwhile (a card tapped before its turn opens its page all the same). A list drawn
 * in the browser (another page of it, a new search) renders at once.
 */
export function HydrateWhenNear({ className, children }: { className?: string; children: ReactNode }) {
  const gate = useTakeoverGate();
  // The card changed before it was taken over (its list refetched): its server markup
  // is out of date, so it is taken over now; a boundary still waiting when its content changes would be
  // emptied until it came near.
  if (gate && gate.shown !== undefined && gate.shown !== children) gate.open();
  if (gate) gate.shown = children;
  // The same element while the card is the same: React then leaves a waiting boundary alone when this
  // component draws again (as it does once the page has started).
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    ),
    [gate, children],
  );
  // Only a waiting card is watched: the ref is given to its <li> alone.
  const [ref, near] = useOnceInView<HTMLLIElement>({ rootMargin: NEAR });
  useEffect(() => {
    const element = ref.current;
    if (!element || !gate || gate.isOpen) return;
    if (near) gate.open();
    else return openAtTouch(element, gate.open);
  }, [gate, near, ref]);
  return (
    <li ref={gate ? ref : undefined} className={className}>
      {boundary}
    </li>
  );
}

/** Parts of a page waiting their turn to be taken over, first drawn first; one is taken over per task. */
const inTurn: Gate[] = [];
function openNextInTurn() {
  inTurn.shift()?.open();
  if (inTurn.length > 0) setTimeout(openNextInTurn, 0);
  else stopListening();
}
/** The visitor starts to use the page: every part is taken over now, in time for that very touch or key. */
function openAllInTurn() {
  for (const gate of inTurn.splice(0)) gate.open();
  stopListening();
}
function stopListening() {
  for (const type of TOUCHED) window.removeEventListener(type, openAllInTurn, { capture: true });
}
function waitInTurn(gate: Gate) {
  if (inTurn.push(gate) > 1) return;
  setTimeout(openNextInTurn, 0);
  for (const type of TOUCHED) window.addEventListener(type, openAllInTurn, { capture: true, passive: true });
}

/**
 * A part of a server-rendered page taken over in a task of its own, after the parts before it (or at once
 * when the visitor touches the page or navigates): the browser gets the main thread back between them, so
 * taking over a long page never blocks a phone for long. Drawn anew meanwhile, it keeps the server's markup
 * until its turn, then shows what it was last given. A page drawn in the browser draws it at once.
 */
export function HydrateInTurn({
  className = 'contents',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const gate = useTakeoverGate(waitInTurn);
  // The part is one element of its own: a part that waits keeps exactly one element of the server's markup.
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <Gated gate={gate}>
          <div className={className}>{children}</div>
        </Gated>
      </Suspense>
    ),
    [gate, children, className],
  );
}
