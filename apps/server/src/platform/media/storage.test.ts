import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type MediaStorage } from './storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dir = mkdtempSync(join(tmpdir(), 'vernissage-storage-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

// One suite, two storages: what the app relies on must hold on disk and in a real S3 server.
const storages: { name: string; make(): Promise<MediaStorage> }[] = [
  { name: 'local disk', make: async () => createLocalStorage(mkdtempSync(join(dir, 'media-'))) },
  { name: 'S3 (s3rver)', make: async () => createS3Storage(await s3.bucket()) },
];

for (const backend of storages) {
  describe(`media storage on ${backend.name}`, () => {
    let storage: MediaStorage;
    let app: FastifyInstance;
    beforeAll(async () => {
      storage = await backend.make();
      await storage.put('abc123/320.avif', Buffer.from('avif bytes'), 'image/avif');
      await storage.put('abc123/320.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
      await storage.put('def456/video.mp4', Buffer.from('0123456789'), 'video/mp4');
      app = Fastify();
      await registerMediaRoutes(app, storage);
      await app.ready();
    });
    afterAll(() => app?.close());

    it('keeps what was put: exists, read back whole or by range, listed by key', async () => {
      expect(await storage.exists('abc123/320.avif')).toBe(true);
      expect(await storage.exists('abc123/640.avif')).toBe(false);
      const whole = await storage.read('abc123/320.jpg');
      expect(whole).toMatchObject({ contentType: 'image/jpeg', size: 10 });
      expect(await text(whole?.body as Readable)).toBe('jpeg bytes');
      const part = await storage.read('def456/video.mp4', { start: 2, end: 5 });
      expect(part).toMatchObject({ size: 10, range: { start: 2, end: 5 } });
      expect(await text(part?.body as Readable)).toBe('2345');
      expect(await storage.read('abc123/999.jpg')).toBeUndefined();
      const keys: string[] = [];
      for await (const key of storage.keys()) keys.push(key);
      expect(keys.sort()).toEqual(['abc123/320.avif', 'abc123/320.jpg', 'def456/video.mp4']);
    });

    it('replaces a key whole, and refuses keys that could escape or are not ours', async () => {
      await storage.put('abc123/320.webp', Buffer.from('first'), 'image/webp');
      await storage.put('abc123/320.webp', Buffer.from('second'), 'image/webp');
      expect(await text((await storage.read('abc123/320.webp'))?.body as Readable)).toBe('second');
      for (const key of ['../etc/passwd', '/abs/key.jpg', 'ABC/x.jpg', 'a/../../b', '.hidden/x']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/Unsafe media key/);
        expect(() => storage.publicUrl(key), key).toThrow(/Unsafe media key/);
      }
      expect(storage.publicUrl('abc123/320.avif')).toBe('/media/abc123/320.avif');
    });

    it('serves stored files at /media with their type and a year-long immutable cache', async () => {
      const avif = await app.inject('/media/abc123/320.avif');
      expect(avif.statusCode).toBe(200);
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(avif.headers['cache-control']).toBe(IMMUTABLE);
      expect(avif.headers['x-content-type-options']).toBe('nosniff');
      expect(avif.body).toBe('avif bytes');
      const video = await app.inject({ url: '/media/def456/video.mp4', headers: { range: 'bytes=3-6' } });
      expect(video.statusCode).toBe(206);
      expect(video.headers['content-range']).toBe('bytes 3-6/10');
      expect(video.body).toBe('3456');
      const missing = [
        '/media/abc123/999.jpg',
        '/media/abc123/',
        '/media/',
        '/media/../package.json',
        '/media/%2e%2e/x',
      ];
      // A temp file of a write in progress (local disk) is never served.
      for (const url of [...missing, '/media/abc123/.tmp-123']) {
        expect((await app.inject(url)).statusCode, url).toBe(404);
      }
      expect((await app.inject('/media/nope.jpg')).json()).toEqual({ error: 'Not found' });
    });
  });
}

describe('media storage on S3 with a public bucket or CDN address', () => {
  it('links media there and redirects /media to it', async () => {
    const settings = await s3.bucket();
    const storage = createS3Storage({ ...settings, publicUrl: 'https://cdn.example.com/gallery/' });
    await storage.put('abc123/320.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(storage.publicUrl('abc123/320.jpg')).toBe('https://cdn.example.com/gallery/abc123/320.jpg');
    const app = Fastify();
    await registerMediaRoutes(app, storage);
    const res = await app.inject('/media/abc123/320.jpg');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example.com/gallery/abc123/320.jpg');
    await app.close();
  });
});
