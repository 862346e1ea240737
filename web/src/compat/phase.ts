/**
 * Where a render happens, for the hooks that answer differently on the server: React reads the server
 * snapshot of an external store while it renders on the server and while the browser takes over the
 * server's markup, including a part of it that waited and is taken over later. The renderers in this
 * folder set the flags for the time they render; `resuming` holds the components of the parts being taken
 * over late, innermost last.
 */
export const phase = { serverRendering: false, hydrating: false, resuming: [] as object[] };

export const rendersServerMarkup = () =>
  phase.serverRendering || phase.hydrating || phase.resuming.length > 0 || typeof window === 'undefined';
