/**
 * `react` for the app and its libraries: Preact's compatibility layer, with two behaviours of React 19
 * the app relies on and Preact 10 does not have.
 *
 * - `ref` is a prop of a function component (a field spreads `register()`'s ref onto its input), and
 *   `suppressHydrationWarning` is no attribute of an element; `autoFocus` focuses an element on mount.
 * - `useSyncExternalStore` reads `getServerSnapshot` on the server and while the browser takes over the
 *   server's markup, then the store itself: both render the same page, then the browser's state shows.
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

// @ts-expect-error -- preact/compat's types declare one `export =` namespace; the module has named exports.
export * from 'preact/compat';
export default { ...(compat as unknown as { default: object }).default, useSyncExternalStore };
