import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { createS3Storage } from '../platform/media/s3-storage.ts';
import { createLocalStorage } from '../platform/media/storage.ts';

const run = promisify(execFile);
const tool = join(dirname(fileURLToPath(import.meta.url)), 'media-copy.ts');
const copy = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', tool], {
    env: { PATH: process.env.PATH ?? '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
  });

describe('npm run media:copy', () => {
  let s3: TestS3;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    dataDir = mkdtempSync(join(tmpdir(), 'vernissage-copy-'));
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies local media into the bucket with its types, and a second run copies only what is new', async () => {
    const local = createLocalStorage(join(dataDir, 'media'));
    await local.put('abc123/320.avif', Buffer.from('avif bytes'), 'image/avif');
    await local.put('abc123/320.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const settings = await s3.bucket();
    const env = { DATA_DIR: dataDir, ...s3.env(settings) };

    const first = await copy(env);
    expect(first.stdout).toContain(`2 file(s) copied to ${settings.bucket}, 0 already there`);
    const bucket = createS3Storage(settings);
    const jpeg = await bucket.read('abc123/320.jpg');
    expect(jpeg?.contentType).toBe('image/jpeg');
    jpeg?.body.destroy();

    await local.put('def456/video.mp4', Buffer.from('0123456789'), 'video/mp4');
    const second = await copy(env);
    expect(second.stdout).toContain('1 file(s) copied');
    expect(second.stdout).toContain('2 already there');
    const keys: string[] = [];
    for await (const key of bucket.keys()) keys.push(key);
    expect(keys.sort()).toEqual(['abc123/320.avif', 'abc123/320.jpg', 'def456/video.mp4']);
  });

  it('says which variable is missing when no bucket is named', async () => {
    await expect(copy({ DATA_DIR: dataDir })).rejects.toMatchObject({
      stderr: expect.stringContaining('media:copy: S3_BUCKET is not set'),
    });
  });
});
