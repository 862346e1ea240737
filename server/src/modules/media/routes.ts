import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { mediaItemKey, mediaVisibility } from '../../adapters/media-access.ts';

/**
 * `GET /media/{key}` streams stored photos and videos (mounted at the root, not under /api). Only the
 * types our pipeline writes are served, each with its own content type and `nosniff`, so nothing stored
 * can be turned into a page. Media of a public advert is public, and cacheable for a year (keys are
 * random and never rewritten); media of an advert that is not public answers 404 unless the URL carries
 * a valid signature (adapters/media-access.ts), and is then never stored by any cache. Files no row
 * references are not served at all.
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
    {
      // A photo is not worth a log line at info in development (a list asks for dozens); warnings still show.
      ...(app.deps.config.env === 'development' ? { logLevel: 'warn' as const } : {}),
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const contentType = CONTENT_TYPES[path.posix.extname(key).toLowerCase()];
      const item = mediaItemKey(key);
      if (
        !contentType ||
        !item ||
        !SAFE_KEY.test(key) ||
        key.split('/').some((part) => part === '..' || part === '.')
      ) {
        throw notFound();
      }
      const visibility = await mediaVisibility(app.deps.database.db, item);
      if (visibility === null) throw notFound();
      const isPublic = visibility === 'public';
      if (!isPublic && !app.deps.mediaSigner.verify(item, request.query.exp, request.query.sig)) {
        throw notFound();
      }
      // Public objects never change under their key, so the key is their validator.
      const etag = isPublic ? `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"` : null;
      if (etag && request.headers['if-none-match'] === etag) {
        return reply
          .code(304)
          .header('etag', etag)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send();
      }
      const object = await app.deps.storage.get(key);
      if (!object) throw notFound();
      if (etag) reply.header('etag', etag);

      reply
        .header('content-type', contentType)
        .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
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
