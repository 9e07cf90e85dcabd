import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import type { Clock } from '../../platform/clock.ts';
import { createLocalStorage, type MediaStorage } from '../../platform/media/storage.ts';
import { processImage, widthsFor } from './image-pipeline.ts';
import { pictureOfStored } from './service.ts';

const clock: Clock = { now: () => new Date('2026-03-01T10:00:00Z') };

/** A camera-like JPEG: sideways (EXIF orientation 6) and carrying GPS coordinates. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const art = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#2d4a6b"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#e0a030"/></svg>`;
  return sharp(Buffer.from(art))
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Someone' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' },
    })
    .toBuffer();
}

for (const d of dialects) {
  describe(`image pipeline on ${d.name}`, () => {
    let t: TestDb;
    let dir: string;
    let storage: MediaStorage;
    beforeEach(async () => {
      t = await d.create();
      dir = mkdtempSync(join(tmpdir(), 'vernissage-media-'));
      storage = createLocalStorage(dir);
    });
    afterEach(async () => {
      await t.drop();
      rmSync(dir, { recursive: true, force: true });
    });
    const deps = () => ({ db: t.db, storage, clock });

    it('re-encodes an upload into stripped, upright AVIF, WebP and JPEG at the widths it can fill', async () => {
      const input = await cameraJpeg(1500, 1000);
      expect((await sharp(input).metadata()).exif).toBeDefined();
      const row = await processImage(deps(), input, 'IMG_0042.jpg', { avifEffort: 0 });

      expect(row.id).toMatch(/^[0-9a-f]{24}$/);
      expect(JSON.parse(row.widths)).toEqual([320, 640, 960]); // 1000 wide once upright
      expect([row.width, row.height]).toEqual([960, 1440]);
      expect(row.mime).toBe('image/jpeg');
      expect(row.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(row.placeholder.length).toBeLessThan(400);
      const files = readdirSync(join(dir, row.id)).sort();
      expect(files).toEqual([
        '320.avif',
        '320.jpg',
        '320.webp',
        '640.avif',
        '640.jpg',
        '640.webp',
        '960.avif',
        '960.jpg',
        '960.webp',
      ]);
      for (const file of files) {
        const meta = await sharp(readFileSync(join(dir, row.id, file))).metadata();
        expect(meta.exif, file).toBeUndefined();
        expect(meta.xmp, file).toBeUndefined();
        expect(meta.orientation ?? 1, file).toBe(1);
      }
      expect((await sharp(join(dir, row.id, '960.avif')).metadata()).format).toBe('heif');
      expect(pictureOfStored(row, storage)).toEqual({
        url: `/media/${row.id}/960.jpg`,
        base: `/media/${row.id}/`,
        width: 960,
        height: 1440,
        widths: [320, 640, 960],
        placeholder: row.placeholder,
      });
    });

    it('keeps one width for an image narrower than the smallest', async () => {
      const small = await sharp({ create: { width: 200, height: 150, channels: 4, background: '#a0522d80' } })
        .png()
        .toBuffer();
      const row = await processImage(deps(), small, 'icon.png', { avifEffort: 0 });
      expect(JSON.parse(row.widths)).toEqual([200]);
      expect(row.mime).toBe('image/png');
      expect(await storage.exists(`${row.id}/200.jpg`)).toBe(true);
      expect(widthsFor(3000)).toEqual([320, 640, 960, 1280, 1920, 2560]);
    });

    it('stores the same image once', async () => {
      const input = await cameraJpeg(700, 500);
      const first = await processImage(deps(), input, 'a.jpg', { avifEffort: 0 });
      const second = await processImage(deps(), input, 'b.jpg', { avifEffort: 0 });
      expect(second).toEqual(first);
      const count = await t.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('refuses a text file named like a PNG with 415', async () => {
      const text = Buffer.from('not an image, just words pretending to be one\n'.repeat(20));
      await expect(processImage(deps(), text, 'photo.png')).rejects.toMatchObject({
        status: 415,
        message: 'Unsupported file type. Upload a JPG, PNG, GIF, WebP or AVIF image.',
      });
    });

    it('refuses SVG and TIFF, which are images but not accepted uploads', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .tiff()
        .toBuffer();
      for (const input of [svg, tiff]) {
        await expect(processImage(deps(), input, 'x.png')).rejects.toMatchObject({ status: 415 });
      }
    });

    it('refuses a truncated JPEG as damaged and stores nothing', async () => {
      const input = await cameraJpeg(900, 600);
      const cut = input.subarray(0, Math.floor(input.length * 0.6));
      await expect(processImage(deps(), cut, 'cut.jpg')).rejects.toMatchObject({
        status: 415,
        message: 'Image file is damaged',
      });
      expect(readdirSync(dir)).toEqual([]);
      expect(await t.db.selectFrom('media').selectAll().execute()).toEqual([]);
    });
  });
}
