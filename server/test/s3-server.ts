import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** The access keys s3rver accepts; it refuses any other. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server in this process, its objects in a temp folder, with one empty bucket: the
 * storage adapter speaks the S3 protocol through the AWS SDK exactly as it would to AWS, MinIO or R2.
 * `port` 0 = any free port.
 */
export async function startS3Server(bucket: string, port = 0) {
  const directory = mkdtempSync(path.join(tmpdir(), 'velvet-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    // s3rver canonicalises a path-style bucket URL as `/bucket` where SDK v3 signs `/bucket/` (list and
    // bulk delete), so it cannot check those signatures; it still refuses unknown access keys.
    allowMismatchedSignatures: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
