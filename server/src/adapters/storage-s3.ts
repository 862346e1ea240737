import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type MediaStorage } from './storage.ts';

export type S3StorageOptions = {
  /** Any S3-compatible endpoint (MinIO, R2, Spaces…); unset = AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset = the SDK's default chain (environment, instance role…). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

// Keys are random per upload and never rewritten, so a CDN and browsers may keep them for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));

/**
 * Media on S3-compatible object storage. Browsers load objects from `publicBase`: a CDN in
 * front of the bucket (MEDIA_PUBLIC_URL), or by default the app's own `/media/{key}`, which streams them
 * through `get`. Same key rules as the local adapter, so the two are interchangeable.
 */
export function createS3Storage(
  options: S3StorageOptions,
  publicBase = '/media',
): MediaStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Many S3-compatible servers reject the SDK's newer default CRC checksums; send them only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const base = publicBase.replace(/\/+$/, '');

  return {
    client,
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      try {
        assertSafeKey(key);
      } catch {
        return null;
      }
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 object body is not a Node stream');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix);
      // Same meaning as removing a folder on disk: the object named `prefix` and everything under `prefix/`,
      // never a sibling such as `prefix2/…`.
      // Listing v1 paged by Marker (the last key seen): every S3-compatible server implements it, whereas
      // some cannot issue v2 continuation tokens. S3 lists in key order, so both walk the same keys.
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket, Prefix: prefix, Marker: marker }));
        const listed = (page.Contents ?? []).map((o) => o.Key).filter((k): k is string => k !== undefined);
        const keys = listed.filter((k) => k === prefix || k.startsWith(`${prefix}/`));
        if (keys.length > 0) {
          await client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
            }),
          );
        }
        if (!page.IsTruncated || listed.length === 0) break;
        marker = listed.at(-1);
      }
    },
    async *list(prefix) {
      // Listing v1 paged by Marker, as in deletePrefix.
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket, Prefix: prefix, Marker: marker }));
        const contents = page.Contents ?? [];
        for (const object of contents) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
        }
        if (!page.IsTruncated || contents.length === 0) break;
        marker = contents.at(-1)?.Key;
      }
    },
    url: (key) => `${base}/${key}`,
  };
}
