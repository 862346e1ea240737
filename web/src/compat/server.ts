/**
 * `react-dom/server` on Preact. `renderToPipeableStream` answers with the whole page once everything in
 * it is ready (what the app waits for with `onAllReady`), a part that waits included in place, never
 * completed later by an inline script. As React does, the markup starts with a preload of the page's
 * images (the ones it loads at once), so the browser asks for the first photo before the stylesheet.
 */
import { PassThrough, type Writable } from 'node:stream';
import type { VNode } from 'preact';
import { renderToString as preactRenderToString, renderToStringAsync } from 'preact-render-to-string';
import { phase } from './phase';

export function renderToString(vnode: VNode) {
  const previous = phase.serverRendering;
  phase.serverRendering = true;
  try {
    return preactRenderToString(vnode);
  } finally {
    phase.serverRendering = previous;
  }
}
export const renderToStaticMarkup = renderToString;

const ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g;
const LINK_ATTRIBUTES: [string, string][] = [
  ['srcset', 'imagesrcset'],
  ['sizes', 'imagesizes'],
  ['crossorigin', 'crossorigin'],
  ['integrity', 'integrity'],
  ['type', 'type'],
  ['fetchpriority', 'fetchpriority'],
  ['referrerpolicy', 'referrerpolicy'],
];

/**
 * React's preloads for a page's images: every image not loaded lazily, nor inside <picture> or <noscript>,
 * nor with a `data:` address or a low priority, once each; high priority first with the first ten.
 */
export function imagePreloads(html: string): string {
  const first: string[] = [];
  const rest: string[] = [];
  const seen = new Set<string>();
  let scoped = 0;
  for (const [, close, tag, attributes = ''] of html.matchAll(/<(\/?)(img|picture|noscript)\b([^>]*)>/gi)) {
    if (tag!.toLowerCase() !== 'img') {
      scoped += close ? -1 : 1;
      continue;
    }
    const props = new Map(
      [...attributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!.toLowerCase(), value ?? '']),
    );
    const src = props.get('src');
    const srcSet = props.get('srcset');
    if (scoped > 0 || props.get('loading') === 'lazy' || props.get('fetchpriority') === 'low') continue;
    if ((!src && !srcSet) || /^data:/i.test(src ?? '') || /^data:/i.test(srcSet ?? '')) continue;
    const key = srcSet ? `${srcSet}\n${props.get('sizes') ?? ''}` : src!;
    if (seen.has(key)) continue;
    seen.add(key);
    let link = `<link rel="preload" as="image"${srcSet ? '' : ` href="${src}"`}`;
    for (const [from, to] of LINK_ATTRIBUTES) if (props.has(from)) link += ` ${to}="${props.get(from)}"`;
    link += '/>';
    if (props.get('fetchpriority') === 'high' || first.length < 10) first.push(link);
    else rest.push(link);
  }
  return first.join('') + rest.join('');
}

type Options = {
  onShellReady?: () => void;
  onAllReady?: () => void;
  onShellError?: (error: unknown) => void;
  onError?: (error: unknown) => void;
};

export function renderToPipeableStream(vnode: VNode, options: Options = {}) {
  const out = new PassThrough();
  let aborted = false;
  const previous = phase.serverRendering;
  phase.serverRendering = true;
  let rendering: Promise<string>;
  try {
    rendering = Promise.resolve(renderToStringAsync(vnode));
  } finally {
    phase.serverRendering = previous;
  }
  rendering.then(
    (html) => {
      if (aborted) return;
      out.end(imagePreloads(html) + html);
      options.onShellReady?.();
      options.onAllReady?.();
    },
    (error: unknown) => {
      options.onShellError?.(error);
      options.onError?.(error);
    },
  );
  return {
    pipe: <W extends Writable>(destination: W) => out.pipe(destination),
    abort: (reason?: unknown) => {
      aborted = true;
      out.destroy();
      options.onError?.(reason ?? new Error('The render was aborted.'));
    },
  };
}

export default { renderToString, renderToStaticMarkup, renderToPipeableStream };
