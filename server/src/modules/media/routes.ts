import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';

/**
 * `GET /media/{key}` streams stored photos and videos (mounted at the root, not under /api). Keys are
 * random and never rewritten, so responses are cacheable for a year. Only the types our pipeline writes
 * are served, each with its own content type and `nosniff`, so nothing stored can be turned into a page.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range of RFC 9110 §14.1.2 against an object of `size` bytes. Returns null when the
 * header is absent, malformed or asks for several ranges (we may then send the whole object), and
 * 'unsatisfiable' when it lies wholly past the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last N bytes (Safari asks for these to find the index of an MP4).
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** The bytes start..end (inclusive) of a stream; the source is closed as soon as they have passed. */
function sliceStream(source: Readable, { start, end }: ByteRange): Readable {
  async function* slice() {
    let position = 0;
    for await (const chunk of source) {
      const buffer = chunk as Buffer;
      const from = Math.max(start - position, 0);
      const to = Math.min(end + 1 - position, buffer.length);
      if (to > from) yield buffer.subarray(from, to);
      position += buffer.length;
      if (position > end) break;
    }
  }
  return Readable.from(slice(), { objectMode: false });
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/*',
    { schema: { hide: true, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const key = request.params['*'];
      const contentType = CONTENT_TYPES[path.posix.extname(key).toLowerCase()];
      if (
        !contentType ||
        !SAFE_KEY.test(key) ||
        key.split('/').some((part) => part === '..' || part === '.')
      ) {
        throw notFound();
      }
      const object = await app.deps.storage.get(key);
      if (!object) throw notFound();

      reply
        .header('content-type', contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes');

      // Keys are immutable, so any If-Range validator still matches: ranges are always honoured.
      const range = parseByteRange(request.headers.range, object.size);
      if (range === 'unsatisfiable') {
        object.stream.destroy();
        return reply.code(416).header('content-range', `bytes */${object.size}`).send();
      }
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(sliceStream(object.stream, range));
      }
      return reply.header('content-length', object.size).send(object.stream);
    },
  );
};

export default routes;
