/**
 * Where a render happens, for the hooks that answer differently on the server: React reads the server
 * snapshot of an external store while it renders on the server and while the browser takes over the
 * server's markup. The renderers in this folder set the flags for the time they render.
 */
export const phase = { serverRendering: false, hydrating: false };

export const rendersServerMarkup = () =>
  phase.serverRendering || phase.hydrating || typeof window === 'undefined';
