/**
 * `react` for the app and its libraries: Preact's compatibility layer, with two behaviours of React 19
 * the app relies on and Preact 10 does not have.
 *
 * - `ref` is a prop of a function component (a field spreads `register()`'s ref onto its input), and
 *   `suppressHydrationWarning` is no attribute of an element; `autoFocus` focuses an element on mount.
 * - `useSyncExternalStore` reads `getServerSnapshot` on the server and while the browser takes over the
 *   server's markup, then the store itself: both render the same page, then the browser's state shows.
 * - `use(promise)` suspends until the promise is kept; a part of the server's markup that waited so while
 *   the page was taken over is taken over later, with the server's snapshots too.
 */
import * as compat from 'preact/compat';
import { options, type VNode } from 'preact';
import { phase, rendersServerMarkup } from './phase';

/** Elements already focused for `autoFocus`: React focuses one when it is mounted, not on every render. */
const autoFocused = new WeakSet<Element>();

const previousVnode = options.vnode;
options.vnode = (vnode: VNode<{ ref?: unknown }>) => {
  const type = vnode.type as unknown;
  // React's instruction to itself, never an attribute of the element.
  if (typeof type === 'string')
    delete (vnode.props as { suppressHydrationWarning?: unknown }).suppressHydrationWarning;
  // `autoFocus` focuses the element when it is mounted in the browser (an attribute would act only on load).
  const props = vnode.props as { autoFocus?: unknown };
  if (
    typeof type === 'string' &&
    props.autoFocus &&
    typeof window !== 'undefined' &&
    !phase.serverRendering
  ) {
    delete props.autoFocus;
    const given = (vnode as { ref?: unknown }).ref as
      ((element: Element | null) => void) | { current: unknown } | null;
    (vnode as { ref?: unknown }).ref = (element: Element | null) => {
      if (element instanceof HTMLElement && !autoFocused.has(element)) {
        autoFocused.add(element);
        element.focus();
      }
      if (typeof given === 'function') given(element);
      else if (given) given.current = element;
    };
  }
  const ref = (vnode as { ref?: unknown }).ref;
  if (ref && typeof type === 'function' && !(type.prototype as { render?: unknown } | undefined)?.render) {
    vnode.props.ref = ref;
    (vnode as { ref?: unknown }).ref = null;
  }
  previousVnode?.(vnode);
};

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [fromServer, setFromServer] = compat.useState(
    () => getServerSnapshot !== undefined && rendersServerMarkup(),
  );
  const value = compat.useSyncExternalStore(subscribe, fromServer ? getServerSnapshot! : getSnapshot);
  compat.useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return value;
}

/** Preact's hooks into its renderer, by their internal names: a vnode's `__c` is its component. */
type Internals = typeof options & {
  __r?: (vnode: VNode) => void;
  __c?: (root: VNode, commitQueue: unknown[]) => void;
};
const internals = options as Internals;
const componentOf = (vnode: VNode) => (vnode as unknown as { __c?: object | null }).__c ?? null;

/** Components that waited on `use()` while the browser took the server's markup over. */
const waitedWhileTakingOver = new WeakSet<object>();
/** The component rendering now. */
let rendering: object | null = null;
const { resuming } = phase;

const previousRender = internals.__r;
internals.__r = (vnode) => {
  rendering = componentOf(vnode);
  // Drawn again once its promise is kept: it and what it renders take over the server's markup now.
  if (rendering && waitedWhileTakingOver.delete(rendering)) resuming.push(rendering);
  previousRender?.(vnode);
};
const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  const component = componentOf(vnode);
  if (component && resuming.at(-1) === component) resuming.pop();
  previousDiffed?.(vnode);
};
// A render that ended, however (a part that threw an error is never `diffed`), resumes nothing more: a
// page drawn later must never read the server's snapshots.
const previousCommit = internals.__c;
internals.__c = (root, commitQueue) => {
  resuming.length = 0;
  previousCommit?.(root, commitQueue);
};

/**
 * React 19's `use()` for a promise: its value once kept (React writes `status` and `value` on it, as a
 * gate that opens at once does), or the promise thrown to the nearest Suspense boundary until then.
 */
export function use<T>(promise: PromiseLike<T> & { status?: string; value?: T; reason?: unknown }): T {
  if (promise.status === 'fulfilled') return promise.value as T;
  if (promise.status === 'rejected') throw promise.reason;
  if (rendering && rendersServerMarkup()) {
    // Waiting again: it is not drawn this time.
    if (resuming.at(-1) === rendering) resuming.pop();
    waitedWhileTakingOver.add(rendering);
  }
  throw promise;
}

// @ts-expect-error -- preact/compat's types declare one `export =` namespace; the module has named exports.
export * from 'preact/compat';
export default { ...(compat as unknown as { default: object }).default, useSyncExternalStore, use };
