import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { VIDEO_MAX_SECONDS } from '@velvet/contract';
import { fileTypeFromBuffer } from 'file-type';
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { parseBuffer } from 'music-metadata';
import { AppError } from '../lib/errors.ts';
import type { MediaStorage } from './storage.ts';

/**
 * Short advert videos (at most 30 seconds, readable duration). The type comes from magic bytes,
 * the duration from the container itself — never from the browser — and the file is stored as sent
 * under a random key (`vid/ab/<uuid>/video.mp4`), so a video's whole object key is its `storageKey`.
 */

const CONTAINERS: Record<string, { ext: 'mp4' | 'mov' | 'webm'; mime: string }> = {
  'video/mp4': { ext: 'mp4', mime: 'video/mp4' },
  // .m4v is an MP4 with Apple's brand; it plays everywhere an MP4 does.
  'video/x-m4v': { ext: 'mp4', mime: 'video/mp4' },
  'video/quicktime': { ext: 'mov', mime: 'video/quicktime' },
  'video/webm': { ext: 'webm', mime: 'video/webm' },
};

export type StoredVideo = { storageKey: string; mime: string; bytes: number; durationSeconds: number };

const invalid = (cause?: unknown) => new AppError('media.video_invalid', 422, { cause });

/**
 * Longest of the movie header, every track header and every track's samples; 0 when none is readable.
 * Headers are written by whoever made the file and can say anything: the samples' own durations (the
 * time-to-sample table, or the fragments' runs) are what a player plays, so they count too.
 */
function movieSeconds(info: Movie): number {
  const candidates: number[] = [];
  if (info.timescale > 0 && info.duration > 0) candidates.push(info.duration / info.timescale);
  if (info.fragment_duration && info.fragment_duration.den > 0) {
    candidates.push(info.fragment_duration.num / info.fragment_duration.den);
  }
  for (const track of info.tracks) {
    if (track.timescale > 0 && track.duration > 0) candidates.push(track.duration / track.timescale);
    if (track.timescale > 0 && track.samples_duration > 0) {
      candidates.push(track.samples_duration / track.timescale);
    }
  }
  return candidates.length ? Math.max(...candidates) : 0;
}

/** Duration of an MP4/QuickTime file from its `moov` box; null when unreadable or without a video track. */
function mp4DurationSeconds(input: Buffer): number | null {
  const file = createFile();
  let movie: Movie | undefined;
  let failed = false;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    failed = true;
  };
  // mp4box prints every box it does not know (phones add plenty) with console.error and has no way to
  // turn that off; the parse is synchronous, so muting the console around it affects nothing else.
  const consoleError = console.error;
  console.error = () => {};
  try {
    // mp4box wants an ArrayBuffer of its own that starts at the file's first byte.
    const copy = input.buffer.slice(input.byteOffset, input.byteOffset + input.byteLength);
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
    file.flush();
  } catch {
    return null;
  } finally {
    console.error = consoleError;
  }
  if (failed || !movie || movie.videoTracks.length === 0) return null;
  const seconds = movieSeconds(movie);
  return seconds > 0 ? seconds : null;
}

// Matroska/WebM element ids (EBML, RFC 8794; Matroska, RFC 9559) the block scan needs.
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMESTAMP_SCALE = 0x2ad7b1;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMESTAMP = 0xe7;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;
// Containers whose children the scan reads; every other element is skipped whole.
const ENTERED = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);

/** An EBML variable-length integer at `pos`: ids keep their length marker, sizes do not. */
function readVint(input: Buffer, pos: number, keepMarker: boolean): { value: number; length: number } | null {
  if (pos >= input.length) return null;
  const first = input[pos]!;
  let length = 1;
  let mask = 0x80;
  while (length <= 8 && !(first & mask)) {
    length += 1;
    mask >>= 1;
  }
  if (length > 8 || pos + length > input.length) return null;
  let value = keepMarker ? first : first & (mask - 1);
  for (let i = 1; i < length; i += 1) value = value * 256 + input[pos + i]!;
  return { value, length };
}

const readUint = (input: Buffer, pos: number, length: number) => {
  let value = 0;
  for (let i = 0; i < length; i += 1) value = value * 256 + input[pos + i]!;
  return value;
};

/**
 * When the last block of a WebM starts, in seconds, from the clusters themselves (each cluster's timestamp
 * plus its blocks' offsets), whatever the header claims; null when no block is found. One pass over the
 * element headers: the scan steps into the segment, its clusters and block groups, and over everything
 * else, so unknown-size elements (live recordings) need no special case.
 */
function webmBlocksSeconds(input: Buffer): number | null {
  let scale = 1_000_000; // nanoseconds per timestamp tick, the Matroska default
  let clusterTime = 0;
  let last = -Infinity;
  let pos = 0;
  while (pos < input.length) {
    const id = readVint(input, pos, true);
    const size = id && readVint(input, pos + id.length, false);
    if (!id || !size) break;
    const start = pos + id.length + size.length;
    if (ENTERED.has(id.value)) {
      if (id.value === CLUSTER) clusterTime = 0;
      pos = start;
      continue;
    }
    const end = start + size.value;
    // Only containers may have an unknown size; a cut-off element ends the scan.
    if (size.value === 2 ** (7 * size.length) - 1 || end > input.length) break;
    if (id.value === TIMESTAMP_SCALE && size.value <= 8) scale = readUint(input, start, size.value) || scale;
    else if (id.value === CLUSTER_TIMESTAMP && size.value <= 8)
      clusterTime = readUint(input, start, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = readVint(input, start, false);
      if (track && start + track.length + 2 <= end) {
        last = Math.max(last, clusterTime + input.readInt16BE(start + track.length));
      }
    }
    pos = end;
  }
  return Number.isFinite(last) ? Math.max(0, (last * scale) / 1e9) : null;
}

/**
 * Duration of a WebM file: the Segment Info's duration (music-metadata reads it), or longer if the
 * clusters run past it — a header can say anything. Null when the header has no duration (a live
 * recording) or the file has no video.
 */
async function webmDurationSeconds(input: Buffer): Promise<number | null> {
  try {
    const { format } = await parseBuffer(new Uint8Array(input), {
      mimeType: 'video/webm',
      size: input.length,
    });
    if (format.hasVideo === false) return null;
    const seconds = format.duration;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
    return Math.max(seconds, webmBlocksSeconds(input) ?? 0);
  } catch {
    return null;
  }
}

async function videoDurationSeconds(input: Buffer): Promise<{ seconds: number; ext: string; mime: string }> {
  const type = await fileTypeFromBuffer(input);
  const container = type ? CONTAINERS[type.mime] : undefined;
  if (!container) throw invalid();
  const seconds = container.ext === 'webm' ? await webmDurationSeconds(input) : mp4DurationSeconds(input);
  if (seconds === null) throw invalid();
  return { seconds, ...container };
}

export async function storeVideo(storage: MediaStorage, input: Buffer): Promise<StoredVideo> {
  const { seconds, ext, mime } = await videoDurationSeconds(input);
  // Same rule as the browser's check: strictly more than 30 s is refused.
  if (seconds > VIDEO_MAX_SECONDS) throw new AppError('media.video_too_long', 422);
  const storageKey = `vid/${randomBytes(1).toString('hex')}/${randomUUID()}/video.${ext}`;
  try {
    await storage.put(storageKey, input, mime);
  } catch (error) {
    await storage.deletePrefix(path.posix.dirname(storageKey)).catch(() => undefined);
    throw error;
  }
  return { storageKey, mime, bytes: input.length, durationSeconds: Math.round(seconds * 100) / 100 };
}

const IMAGE_KEY = /^img\/[0-9a-f]{2}\/[0-9a-f-]{36}$/;
const VIDEO_KEY = /^vid\/[0-9a-f]{2}\/[0-9a-f-]{36}\/video\.[a-z0-9]+$/;

/**
 * Removes the stored files of one media row (an image's variants, or a video). Keys of any other shape
 * are left alone so that a bad row can never widen the delete to someone else's files.
 */
export async function deleteMediaObject(
  storage: MediaStorage,
  row: { storageKey: string; mime: string },
): Promise<void> {
  if (row.mime.startsWith('video/')) {
    if (VIDEO_KEY.test(row.storageKey)) await storage.deletePrefix(path.posix.dirname(row.storageKey));
  } else if (IMAGE_KEY.test(row.storageKey)) {
    await storage.deletePrefix(row.storageKey);
  }
}

/** Checks and stores uploaded videos; the app gets one through its dependencies (AppDeps.videos). */
export type VideoProcessor = { store: (input: Buffer) => Promise<StoredVideo> };

export function createVideoProcessor(storage: MediaStorage): VideoProcessor {
  return { store: (input) => storeVideo(storage, input) };
}
