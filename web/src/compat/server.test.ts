import { createElement } from 'preact';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { imagePreloads, renderToPipeableStream } from './server';

const page = () =>
  createElement(
    'main',
    null,
    createElement('img', {
      src: '/a.jpg',
      srcSet: '/a-400.jpg 400w, /a-800.jpg 800w',
      sizes: '50vw',
      fetchPriority: 'high',
      loading: 'eager',
    }),
    createElement('img', { src: '/b.jpg', loading: 'lazy' }),
    createElement('picture', null, createElement('img', { src: '/c.jpg' })),
    createElement('img', { src: '/d.jpg', fetchPriority: 'auto' }),
    createElement('img', { src: '/d.jpg' }),
  );

describe('the server renderer on Preact', () => {
  it('answers with the whole page, led by preloads of the images it loads at once, as React does', async () => {
    const html = await new Promise<string>((resolve, reject) => {
      let markup = '';
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          markup += chunk.toString('utf8');
          done();
        },
      });
      sink.on('finish', () => resolve(markup));
      const stream = renderToPipeableStream(page(), { onAllReady: () => stream.pipe(sink), onError: reject });
    });
    expect(html).toBe(
      '<link rel="preload" as="image" imagesrcset="/a-400.jpg 400w, /a-800.jpg 800w" imagesizes="50vw" fetchpriority="high"/>' +
        '<link rel="preload" as="image" href="/d.jpg" fetchpriority="auto"/>' +
        '<main><img src="/a.jpg" srcset="/a-400.jpg 400w, /a-800.jpg 800w" sizes="50vw" fetchPriority="high" loading="eager"/>' +
        '<img src="/b.jpg" loading="lazy"/><picture><img src="/c.jpg"/></picture><img src="/d.jpg" fetchPriority="auto"/><img src="/d.jpg"/></main>',
    );
  });

  it('preloads no image loaded lazily, at low priority or from a data: address', () => {
    expect(
      imagePreloads(
        '<img src="/x.jpg" loading="lazy"><img src="/y.jpg" fetchpriority="low"><img src="data:image/png;base64,AA">',
      ),
    ).toBe('');
  });
});
