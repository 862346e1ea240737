/**
 * `react` for the app and its libraries: Preact's compatibility layer, with two behaviours of React 19
 * the app relies on and Preact 10 does not have.
 *
 * - `ref` is a prop of a function component (a field spreads `register()`'s ref onto its input), and
 *   `suppressHydrationWarning` is no attribute of an element.
 * - `useSyncExternalStore` reads `getServerSnapshot` on the server and while the browser takes over the
 *   server's markup, then the store itself: both render the same page, then the browser's state shows.
 */
import * as compat from 'preact/compat';
import { options, type VNode } from 'preact';
import { rendersServerMarkup } from './phase';

const previousVnode = options.vnode;
options.vnode = (vnode: VNode<{ ref?: unknown }>) => {
  const type = vnode.type as unknown;
  // React's instruction to itself, never an attribute of the element.
  if (typeof type === 'string')
    delete (vnode.props as { suppressHydrationWarning?: unknown }).suppressHydrationWarning;
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
