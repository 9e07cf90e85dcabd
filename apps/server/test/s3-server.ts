import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/platform/media/s3-storage.ts';

export type TestS3 = {
  endpoint: string;
  /** A fresh bucket on this server, with the settings to reach it. */
  bucket(name?: string): Promise<S3Settings & { credentials: { accessKeyId: string; secretAccessKey: string } }>;
  /** What a server process needs in its environment to use that bucket. */
  env(settings: S3Settings): Record<string, string>;
  close(): Promise<void>;
};

// The SDK's notice that its 2027 releases need Node 22 says nothing about what a test checks.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// s3rver accepts these fixed keys (and checks request signatures with them).
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let buckets = 0;

/** A real S3-compatible server (s3rver) on 127.0.0.1, its objects in a temporary folder. */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'vernissage-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    async bucket(name = `media-${process.pid}-${++buckets}`) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return { bucket: name, region: 'us-east-1', endpoint, forcePathStyle: true, credentials };
    },
    env: (s) => ({
      S3_BUCKET: s.bucket,
      S3_REGION: s.region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      ...(s.publicUrl ? { S3_PUBLIC_URL: s.publicUrl } : {}),
    }),
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
