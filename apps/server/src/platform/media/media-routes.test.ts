import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMediaRoutes } from './media-routes.ts';
import { createLocalStorage } from './storage.ts';

describe('media routes', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vernissage-routes-'));
    const storage = createLocalStorage(dir);
    await storage.put('abc123/320.avif', Buffer.from('avif bytes'), 'image/avif');
    await storage.put('abc123/320.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    app = Fastify();
    await registerMediaRoutes(app, dir);
    app.get('/elsewhere', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves stored files with their type and a year-long immutable cache', async () => {
    const avif = await app.inject('/media/abc123/320.avif');
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.body).toBe('avif bytes');
    expect((await app.inject('/media/abc123/320.jpg')).headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 with a JSON error for missing files, folders and escapes', async () => {
    for (const url of [
      '/media/abc123/999.jpg',
      '/media/abc123/',
      '/media/',
      '/media/../package.json',
      '/media/%2e%2e/x',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await app.inject('/media/nope.jpg')).json()).toEqual({ error: 'Not found' });
    expect((await app.inject('/elsewhere')).json()).toEqual({ ok: true });
  });

  it('never serves a half-written temp file', async () => {
    const storage = createLocalStorage(dir);
    await expect(storage.exists('abc123/320.jpg')).resolves.toBe(true);
    expect(() => storage.publicUrl('../etc/passwd')).toThrow();
    expect((await app.inject('/media/abc123/.tmp-123')).statusCode).toBe(404);
  });
});
