import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin, testClock, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { minimalMp4, multipart, sampleJpeg } from '../../../test/upload-fixtures.ts';

const PASSWORD = 'correct horse battery';
const MB = 1024 * 1024;
const IMAGE_TOO_LARGE = 'The image is too large. The limit is 15 MB.';

for (const dialect of dialects) {
  describe(`hero media uploads on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const clock = testClock();
    const upload = (url: string, file: Buffer, options: Parameters<typeof multipart>[1] = {}, auth = true) =>
      call(t.app, { method: 'POST', url, ...multipart(file, options), ...(auth ? { token } : {}) });

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('sets an image as hero media, which the storefront then shows', async () => {
      clock.advance(1000);
      const res = await upload('/api/admin/hero-media', await sampleJpeg(800, 400), { filename: 'hero.jpg' });
      expect(res.status).toBe(201);
      const hero = res.body as { url: string; resource_type: string; created_at: string };
      expect(hero).toMatchObject({ resource_type: 'image', created_at: clock.now().toISOString() });
      expect(hero.url).toMatch(/^\/media\/[a-f0-9]{24}\/640\.jpg$/);
      const pub = await call(t.app, { method: 'GET', url: '/api/hero-media' });
      expect(pub.body).toMatchObject({ url: hero.url, resource_type: 'image', created_at: hero.created_at });
    });

    it("accepts a video at the spec's /api/hero-media path and makes it the hero", async () => {
      clock.advance(1000);
      const res = await upload('/api/hero-media', minimalMp4(), { filename: 'loop.mp4', type: 'video/mp4' });
      expect(res.status).toBe(201);
      const hero = res.body as { url: string };
      expect(hero).toMatchObject({ resource_type: 'video', picture: null });
      expect(hero.url).toMatch(/^\/media\/[a-f0-9]{24}\/video\.mp4$/);
      const pub = await call(t.app, { method: 'GET', url: '/api/hero-media' });
      expect(pub.body).toMatchObject({ url: hero.url, resource_type: 'video' });
    });

    it('guards the /api/hero-media upload like every admin route', async () => {
      const res = await upload('/api/hero-media', minimalMp4(), { filename: 'loop.mp4' }, false);
      expect(res).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
      const bad = await call(t.app, {
        method: 'POST',
        url: '/api/hero-media',
        ...multipart(minimalMp4()),
        token: 'x.y.z',
      });
      expect(bad.status).toBe(401);
    });

    it('refuses a hero file that is neither image nor MP4/WebM video with 415', async () => {
      const res = await upload('/api/admin/hero-media', Buffer.from('<html>not a video</html>'), {
        filename: 'clip.mp4',
      });
      expect(res).toMatchObject({ status: 415, body: { error: expect.stringMatching(/MP4 or WebM video/) } });
    });

    it('caps a hero image at 15 MB and a hero video at 100 MB', async () => {
      const image = Buffer.concat([await sampleJpeg(), Buffer.alloc(15 * MB)]);
      expect(await upload('/api/admin/hero-media', image)).toMatchObject({
        status: 413,
        body: { error: IMAGE_TOO_LARGE },
      });
      if (dialect.name !== 'sqlite') return; // the 100 MB body is slow to build; once is enough
      const video = Buffer.concat([minimalMp4(), Buffer.alloc(100 * MB)]);
      const res = await upload('/api/admin/hero-media', video, { filename: 'long.mp4', type: 'video/mp4' });
      expect(res).toMatchObject({ status: 413, body: { error: 'The video is too large. The limit is 100 MB.' } });
    });
  });
}
