/**
 * `react-dom/server`: Preact's renderers. `renderToPipeableStream` streams the page; the app waits for
 * all of it (`onAllReady`) before it sends anything.
 */
import { renderToString as preactRenderToString } from 'preact-render-to-string';
import { renderToPipeableStream as preactRenderToPipeableStream } from 'preact-render-to-string/stream-node';
import { phase } from './phase';

function asServer<A extends unknown[], R>(render: (...args: A) => R) {
  return (...args: A): R => {
    const previous = phase.serverRendering;
    phase.serverRendering = true;
    try {
      return render(...args);
    } finally {
      phase.serverRendering = previous;
    }
  };
}

export const renderToString = asServer(preactRenderToString);
export const renderToStaticMarkup = renderToString;
export const renderToPipeableStream = asServer(preactRenderToPipeableStream);

export default { renderToString, renderToStaticMarkup, renderToPipeableStream };
