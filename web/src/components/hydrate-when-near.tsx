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
 * True where the browser hydrates a page the server rendered (main.tsx provides it there): only there
 * does a list have server markup to keep.
 */
export const HydratingServerPage = createContext(false);

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
    /** What the card showed when it last rendered: a change means its server markup is out of date. */
    shown: undefined as ReactNode,
    open() {
      if (gate.isOpen) return;
      gate.isOpen = true;
      closedGates.delete(gate);
      const kept: Omit<FulfilledReactPromise<void>, 'then'> = { status: 'fulfilled', value: undefined };
      Object.assign(opened, kept);
      resolve();
    },
  };
  closedGates.add(gate);
  return gate;
}
type Gate = ReturnType<typeof createGate>;
/**
 * Every gate still closed, from the render that made it: a card hydrating with the rest of the page has
 * its gate before its effects have run (and so before it listens for a touch or for the screen).
 */
const closedGates = new Set<Gate>();

/**
 * The gate of a card of a server-rendered page, made as the browser hydrates the page; null where there is
 * nothing to hydrate: a page rendered in the browser, or a card rendered after hydration.
 */
function useHydrationGate() {
  const serverPage = useContext(HydratingServerPage);
  // False in every pass that hydrates server markup, including a part of the page that waited for its code.
  const hydrated = useHydrated();
  const [gate] = useState(() => (serverPage && !hydrated ? createGate() : null));
  return gate;
}

/** Holds its boundary's server markup until the gate opens; says so once its content is hydrated. */
function Gated({
  gate,
  onHydrated,
  children,
}: {
  gate: Gate | null;
  onHydrated: () => void;
  children: ReactNode;
}) {
  if (gate) use(gate.opened);
  useEffect(onHydrated, [onHydrated]);
  return children;
}

// A card this close to the screen is hydrated before the visitor scrolls to it.
const NEAR = '300px';
const TOUCHED = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * The waiting cards, opened by a touch or focus inside them. Heard on the window before React hears the
 * event at its root, so React finds the card's gate open and hydrates the card in time for that very
 * event (a tap opens the advert in the app, not by a page load).
 */
const waiting = new Map<Element, () => void>();
function onTouch(event: Event) {
  for (const [element, open] of waiting) if (element.contains(event.target as Node)) open();
}
/**
 * Hydrates every card still waiting. For what changes the context they sit in (the router's, on a
 * navigation): React cannot know whether a waiting card reads that context, so it holds the change back
 * until every such card has been hydrated.
 */
export function hydrateWaitingCards() {
  for (const open of [...waiting.values()]) open();
  // Cards whose effects have not run yet (a tap in the middle of hydrating the page) are not in `waiting`:
  // left closed, they would hold the navigation until they came near the screen.
  for (const gate of [...closedGates]) gate.open();
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
 * An `<li>` of a long list whose server markup is hydrated only when it comes near the screen, or at
 * once when it is touched or focused. React keeps a suspended boundary's server markup as it is while it
 * hydrates a page, so the cards below the screen cost a phone nothing at start: their links and photos
 * work as plain HTML meanwhile (a card tapped before its turn opens its page all the same). A list rendered
 * in the browser (another page of it, a new search) renders at once. Once its content is hydrated (or
 * rendered), the `<li>` carries `data-hydrated`.
 */
export function HydrateWhenNear({ className, children }: { className?: string; children: ReactNode }) {
  const gate = useHydrationGate();
  const [hydrated, setHydrated] = useState(false);
  const onHydrated = useMemo(() => () => setHydrated(true), []);
  // The card changed before it was hydrated (its list refetched): its server markup is out of date, so it
  // is hydrated now; a boundary still waiting when its content changes would be emptied until it came near.
  if (gate && gate.shown !== undefined && gate.shown !== children) gate.open();
  if (gate) gate.shown = children;
  // The same element while the card is the same: React then leaves a waiting boundary alone when this
  // component renders again (as it does once the page has started).
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gated gate={gate} onHydrated={onHydrated}>
          {children}
        </Gated>
      </Suspense>
    ),
    [gate, onHydrated, children],
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
    <li ref={gate ? ref : undefined} className={className} data-hydrated={hydrated || undefined}>
      {boundary}
    </li>
  );
}
