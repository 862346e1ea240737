import { mkdtemp, readdir, readFile as readSpooled, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  IMAGE_MAX_BYTES,
  translate,
  UPLOAD_FIELD,
  VIDEO_MAX_BYTES,
  type Language,
  type MessageKey,
} from '@velvet/contract';
import type { StoredImage } from '../adapters/images.ts';
import { deleteMediaObject, type StoredVideo } from '../adapters/video.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../lib/errors.ts';
import { addError, type FieldErrors } from '../lib/field-errors.ts';

/**
 * Reads a multipart registration or profile-update form whole, then stores its photos and videos: the
 * files are first written to a temporary folder as they arrive (at most one chunk held in memory), so
 * every text field is known before any file is processed, whatever order the client sent them in. Until it returns, the upload owns what it stored and
 * removes it on any failure; once returned, the service that decides the request owns the files and
 * calls `discard()` when it refuses (no orphan files either way).
 */
export type ReceivedUpload = {
  /** Text fields; a name sent more than once (`user_interests[]`) becomes a list. */
  fields: Record<string, string | string[]>;
  main: StoredImage[];
  images: StoredImage[];
  videos: StoredVideo[];
  /** How many files of each kind the form carried, stored or not (for the count rules). */
  received: UploadCounts;
  /** Files refused by the media adapters (wrong type, over 30 s…), in the order they were sent. */
  refused: RefusedFile[];
  /** Removes every file this upload stored. Safe to call more than once. */
  discard(): Promise<void>;
};

type UploadCounts = { main_image: number; images: number; videos: number };
/** A refused file: its kind, its place among the files of that kind (from 1), its name, and why. */
type RefusedFile = {
  kind: keyof UploadCounts;
  position: number;
  filename: string;
  key: string;
  vars: Record<string, string | number> | undefined;
};
export type UploadLimits = { mainImages: number; images: number; videos: number };

/** Spool folders are named so that a start after a crash can find the ones a killed process left. */
const SPOOL_PREFIX = 'velvet-upload-';

/**
 * Removes spool folders older than `olderThanMs`: a process killed mid-form (kill -9, a lost machine)
 * never reaches its `finally`, and a form is read within the request timeout (2 minutes), so an older
 * folder belongs to no live request. Answers how many were removed.
 */
export async function sweepUploadSpools(olderThanMs: number, now = Date.now()): Promise<number> {
  const root = tmpdir();
  let removed = 0;
  for (const name of await readdir(root).catch(() => [] as string[])) {
    if (!name.startsWith(SPOOL_PREFIX)) continue;
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => null);
    if (!info || now - info.mtimeMs < olderThanMs) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

const tooLarge = () => new AppError('errors.payload_too_large', 413);

/**
 * The multipart parser throws plain errors for a body it cannot read (no boundary, a boundary the body
 * does not use, a body cut short): that is the client's fault, a 400. Errors that already carry a status
 * (our own, or multipart's size limits) keep it.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (typeof error === 'object' && error !== null && 'statusCode' in error) return error;
  return new AppError('errors.multipart_invalid', 400, { cause: error });
}

/** Iterates a parser's stream, turning its parse errors into 400s (see `asClientError`). */
async function* readable<T>(source: AsyncIterable<T> | (() => AsyncIterable<T>)): AsyncGenerator<T> {
  let iterator: AsyncIterator<T>;
  try {
    iterator = (typeof source === 'function' ? source() : source)[Symbol.asyncIterator]();
  } catch (error) {
    throw asClientError(error);
  }
  for (;;) {
    let next: IteratorResult<T>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw asClientError(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Writes a file part to `target`, refusing more than `max` bytes with 413 (multipart's own cap is the
 * video size); answers its size. Without a target the part is only read through (not one of ours).
 */
async function spool(part: MultipartFile, max: number, target: string | null): Promise<number> {
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > max ? tooLarge() : null, target ? chunk : undefined);
    },
  });
  try {
    await pipeline(
      readable(part.file as AsyncIterable<Buffer>),
      counted,
      target ? createWriteStream(target) : sink(),
    );
  } catch (error) {
    throw asClientError(error);
  }
  if (part.file.truncated) throw tooLarge();
  return size;
}

/** A writable end that keeps nothing. */
const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * Runs once the whole form has been read, before any file is processed. It throws to refuse the request
 * at once, or answers false when the fields are wrong: the files are then only counted, never
 * processed, since the request fails anyway.
 */
export type FieldCheck = (fields: ReceivedUpload['fields']) => Promise<boolean>;

export async function receiveUpload(
  request: FastifyRequest,
  deps: Pick<AppDeps, 'storage' | 'images' | 'videos'>,
  limits: UploadLimits,
  checkFields: FieldCheck = async () => true,
): Promise<ReceivedUpload> {
  const { storage } = deps;
  if (!request.isMultipart()) throw new AppError('errors.unsupported_media_type', 415);
  const stored: { storageKey: string; mime: string }[] = [];
  let discarded = false;
  // Files beyond the per-kind limits are counted (so validation can say so) but never stored.
  const received: UploadCounts = { main_image: 0, images: 0, videos: 0 };
  const upload: ReceivedUpload = {
    fields: {},
    main: [],
    images: [],
    videos: [],
    received,
    refused: [],
    async discard() {
      if (discarded) return;
      discarded = true;
      await Promise.all(stored.map((item) => deleteMediaObject(storage, item).catch(() => undefined)));
    },
  };
  const spooled: { kind: keyof UploadCounts; filename: string; file: string }[] = [];
  let folder: string | undefined;

  try {
    for await (const part of readable(() => request.parts())) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
        const name = part.fieldname.replace(/\[\d*\]$/, '');
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        // Same rule as the JSON bodies (app.ts): PostgreSQL text cannot hold NUL.
        if (value.includes('\u0000')) {
          throw new AppError('errors.validation', 422, { errors: { [name]: ['errors.text_invalid'] } });
        }
        const previous = upload.fields[name];
        if (previous === undefined) upload.fields[name] = part.fieldname.endsWith(']') ? [value] : value;
        else upload.fields[name] = [...(Array.isArray(previous) ? previous : [previous]), value];
        continue;
      }
      const kind = UPLOAD_FIELD.exec(part.fieldname)?.[1] as keyof UploadCounts | undefined;
      if (!kind) {
        // Not one of ours: read through, so the stream moves on to the next part.
        await spool(part, VIDEO_MAX_BYTES, null);
        continue;
      }
      folder ??= await mkdtemp(path.join(tmpdir(), SPOOL_PREFIX));
      const file = path.join(folder, String(spooled.length));
      const size = await spool(part, kind === 'videos' ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES, file);
      // An empty file input posts a part with no bytes and often no name: nothing was chosen.
      if (size === 0 && !part.filename) continue;
      spooled.push({ kind, filename: part.filename, file });
    }
    // Every field is in: decide on them before paying for any file.
    const fieldsPass = await checkFields(upload.fields);
    for (const { kind, filename, file } of spooled) {
      received[kind] += 1;
      const cap =
        kind === 'main_image' ? limits.mainImages : kind === 'images' ? limits.images : limits.videos;
      if (received[kind] > cap || !fieldsPass) continue;
      const buffer = await readSpooled(file);
      try {
        if (kind === 'videos') {
          const video = await deps.videos.store(buffer);
          stored.push(video);
          upload.videos.push(video);
        } else {
          const image = await deps.images.store(buffer);
          stored.push(image);
          (kind === 'main_image' ? upload.main : upload.images).push(image);
        }
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 422) {
          upload.refused.push({ kind, position: received[kind], filename, key: error.key, vars: error.vars });
        } else throw error;
      }
    }
  } catch (error) {
    await upload.discard();
    throw error;
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
  return upload;
}

const FILE_LABEL = {
  main_image: 'media.file_main_image',
  images: 'media.file_image',
  videos: 'media.file_video',
} as const satisfies Record<keyof UploadCounts, MessageKey>;

/**
 * A client's file name as it may be echoed back: no folders, only letters, digits, spaces and plain
 * punctuation (no braces, which a message would read as placeholders), at most 60 characters.
 */
function shownFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '')
    .trim()
    .slice(0, 60);
}

/**
 * Each refused file's message under the field the form shows it at (`images`, never `images[2]`),
 * naming the file by its place and its name ("Photo 2 (beach.jpg): Invalid image file…"), so a form
 * that sent three photos says which one failed. The texts are translated here, one file at a time,
 * since two refused files have different names.
 */
export function mergeFileErrors(upload: ReceivedUpload, into: FieldErrors, lang: Language): FieldErrors {
  for (const refused of upload.refused) {
    const file = translate(lang, FILE_LABEL[refused.kind], { position: refused.position });
    const reason = translate(lang, refused.key, refused.vars);
    const name = shownFileName(refused.filename);
    const text = name
      ? translate(lang, 'media.file_refused', { file, name, reason })
      : translate(lang, 'media.file_refused_unnamed', { file, reason });
    addError(into, refused.kind, text);
  }
  return into;
}
