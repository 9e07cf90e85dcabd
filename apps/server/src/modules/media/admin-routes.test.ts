import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin, testClock, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  jpegWithGps,
  multipart,
  pngWithTrailingScript,
  refusedUploads,
  sampleJpeg,
  truncatedJpeg,
} from '../../../test/upload-fixtures.ts';

const PASSWORD = 'correct horse battery';
const MB = 1024 * 1024;
const IMAGE_TOO_LARGE = 'The image is too large. The limit is 15 MB.';
const notes = async () => Buffer.from('just some notes, not a picture\n'.repeat(20));
const UNSUPPORTED = 'Unsupported file type. Upload a JPG, PNG, GIF, WebP or AVIF image.';

for (const dialect of dialects) {
  describe(`admin uploads on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const clock = testClock();
    const upload = (url: string, file: Buffer, options: Parameters<typeof multipart>[1] = {}, auth = true) =>
      call(t.app, { method: 'POST', url, ...multipart(file, options), ...(auth ? { token } : {}) });
    const storedFiles = (id: string) => readdirSync(join(t.dataDir, 'media', id));

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('re-encodes an uploaded image and answers the URL of its largest JPEG', async () => {
      const res = await upload('/api/admin/upload-image', await sampleJpeg(), { filename: 'harmattan.jpg' });
      expect(res.status).toBe(200);
      const { url, picture } = res.body as { url: string; picture: { base: string; widths: number[] } };
      expect(url).toMatch(/^\/media\/[a-f0-9]{24}\/320\.jpg$/);
      expect(picture).toMatchObject({ url, widths: [320], width: 320 });
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    });

    it('strips GPS and camera metadata from every stored file', async () => {
      const source = await jpegWithGps();
      expect((await sharp(source).metadata()).exif).toBeDefined();
      const res = await upload('/api/admin/upload-image', source, { filename: 'IMG_0001.JPG' });
      expect(res.status).toBe(200);
      const id = /\/media\/([a-f0-9]+)\//.exec((res.body as { url: string }).url)?.[1] ?? '';
      const files = storedFiles(id);
      expect(files.sort()).toEqual(['320.avif', '320.jpg', '320.webp']);
      for (const name of files) {
        const bytes = readFileSync(join(t.dataDir, 'media', id, name));
        expect((await sharp(bytes).metadata()).exif, name).toBeUndefined();
        expect(bytes.includes(Buffer.from('LeakyCam')), name).toBe(false);
      }
    });

    it.each([
      ['a text file renamed .png', notes, 'notes.png', 'image/png', UNSUPPORTED],
      ['a truncated JPEG', truncatedJpeg, 'cut.jpg', 'image/jpeg', 'Image file is damaged'],
    ])('refuses %s with 415', async (_label, make, filename, type, error) => {
      const res = await upload('/api/admin/upload-image', await make(), { filename, type });
      expect(res).toMatchObject({ status: 415, body: { error } });
      expect(
        await t.database.db.selectFrom('media').select('id').where('original_name', '=', filename).execute(),
      ).toEqual([]);
    });

    it('refuses SVG, PDF, a TIFF renamed .jpg, garbage and a polyglot by their bytes, naming what is accepted', async () => {
      for (const { label, bytes, filename } of await refusedUploads()) {
        const image = await upload('/api/admin/upload-image', bytes, { filename, type: 'image/jpeg' });
        expect(image, label).toMatchObject({ status: 415, body: { error: UNSUPPORTED } });
        const hero = await upload('/api/admin/hero-media', bytes, { filename });
        expect(hero, label).toMatchObject({
          status: 415,
          body: {
            error: 'Unsupported file type. Upload a JPG, PNG, GIF, WebP or AVIF image, or an MP4 or WebM video.',
          },
        });
      }
      const names = (await refusedUploads()).map((r) => r.filename);
      expect(
        await t.database.db.selectFrom('media').select('id').where('original_name', 'in', names).execute(),
      ).toEqual([]);
    });

    it('keeps only the re-encoded picture of an image with something appended', async () => {
      const res = await upload('/api/admin/upload-image', await pngWithTrailingScript(), { filename: 'tricky.png' });
      expect(res.status).toBe(200);
      const id = /\/media\/([a-f0-9]+)\//.exec((res.body as { url: string }).url)?.[1] ?? '';
      for (const name of storedFiles(id)) {
        expect(readFileSync(join(t.dataDir, 'media', id, name)).includes(Buffer.from('<script>')), name).toBe(false);
      }
    });

    it('refuses a file over 15 MB with 413 naming the limit', async () => {
      const big = Buffer.concat([await sampleJpeg(), Buffer.alloc(15 * MB)]);
      const res = await upload('/api/admin/upload-image', big);
      expect(res).toMatchObject({ status: 413, body: { error: IMAGE_TOO_LARGE } });
    });

    it('asks for the file when the request has none', async () => {
      const wrongField = await upload('/api/admin/upload-image', await sampleJpeg(), { field: 'image' });
      expect(wrongField.status).toBe(400);
      const json = await call(t.app, { method: 'POST', url: '/api/admin/upload-image', payload: { url: 'x' }, token });
      expect(json.status).toBe(400);
    });

    it('answers 400, not 500, to a malformed multipart body', async () => {
      const noBoundary = await call(t.app, {
        method: 'POST',
        url: '/api/admin/upload-image',
        headers: { 'content-type': 'multipart/form-data' },
        payload: Buffer.from('abc'),
        token,
      });
      expect(noBoundary).toMatchObject({
        status: 400,
        body: { error: 'The upload could not be read. Please try again.' },
      });
      const whole = multipart(await sampleJpeg());
      const cut = await call(t.app, {
        method: 'POST',
        url: '/api/admin/upload-image',
        headers: whole.headers,
        payload: whole.payload.subarray(0, whole.payload.length - 200),
        token,
      });
      expect(cut.status).toBe(400);
    });
  });
}
