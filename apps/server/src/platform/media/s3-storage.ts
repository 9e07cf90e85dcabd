import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type MediaStorage } from './storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, s3rver...); unset for AWS. */
  endpoint?: string | undefined;
  /** Bucket in the path (`host/bucket/key`) rather than the host name; most non-AWS services need it. */
  forcePathStyle: boolean;
  /** A CDN or public bucket address: media URLs point there and `/media/*` redirects to it. */
  publicUrl?: string | undefined;
  /** Explicit keys (tests); otherwise the SDK's usual chain (AWS_ACCESS_KEY_ID..., profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

/**
 * Media in an S3-compatible bucket, so every node serves what any node stored (decision 039). Each
 * `put` is one PutObject (readers see the whole object or none) with its type and the year-long
 * immutable cache, so a CDN in front of the bucket keeps it too.
 */
export function createS3Storage(settings: S3Settings): MediaStorage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  return {
    localRoot: undefined,
    client,
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE }),
      );
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    publicUrl(key) {
      assertSafeKey(key);
      return publicBase ? `${publicBase}/${key}` : `/media/${key}`;
    },
    async read(key, range) {
      assertSafeKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
          }),
        );
        const whole = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
        const part = /^bytes (\d+)-(\d+)\//.exec(answer.ContentRange ?? '');
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: whole ? Number(whole) : Number(answer.ContentLength ?? 0),
          ...(answer.ETag ? { etag: answer.ETag } : {}),
          ...(part ? { range: { start: Number(part[1]), end: Number(part[2]) } } : {}),
        };
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
