import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { primaryMediumCategory } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../test/databases.ts';
import { processImage } from '../modules/media/index.ts';
import { createLocalStorage, type MediaStorage } from '../platform/media/storage.ts';
import { renderArtwork } from './artwork-art.ts';
import { DEMO_ARTWORKS } from './demo-data.ts';
import { formatsOf } from './demo-formats.ts';
import { demoImageJobs } from './demo-images.ts';
import { DEMO_PROVENANCE } from './demo-provenance.ts';
import { seedDemoCatalog } from './seed-demo.ts';

const clock = { now: () => new Date('2026-03-01T10:00:00Z') };
const log = { info: () => {} };

describe('demo catalog data', () => {
  it('files every work under the medium category it was written for', () => {
    for (const work of DEMO_ARTWORKS) {
      expect(primaryMediumCategory({ medium: work.medium }), work.title).toBe(work.category);
    }
  });

  it('prices originals and editions in the gallery’s ranges', () => {
    for (const work of DEMO_ARTWORKS) {
      for (const f of formatsOf(work)) {
        const [min, max] = work.offer.kind === 'original' ? [240_000, 3_800_000] : [18_000, 240_000];
        expect(f.priceCents, `${work.title}: ${f.name}`).toBeGreaterThanOrEqual(min);
        expect(f.priceCents, `${work.title}: ${f.name}`).toBeLessThanOrEqual(max);
      }
    }
  });
});

for (const d of dialects) {
  describe(`demo catalog seeding on ${d.name}`, () => {
    let t: TestDb;
    let dir: string;
    let storage: MediaStorage;
    beforeAll(async () => {
      t = await d.create();
      dir = mkdtempSync(join(tmpdir(), 'vernissage-demo-'));
      storage = createLocalStorage(dir);
    });
    afterAll(async () => {
      await t.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    // Small images keep the test fast; every other step is the real seeding.
    const seed = () => seedDemoCatalog({ db: t.db, storage, clock, log }, { maxSize: 240 });

    it('seeds one full gallery, even when a killed run left images behind and two starts race', {
      timeout: 180_000,
    }, async () => {
      // What a run killed while rendering leaves: some stored images, no catalog rows.
      for (const job of demoImageJobs(240).slice(0, 3)) {
        await processImage({ db: t.db, storage, clock }, await renderArtwork(job.spec), job.name, { avifEffort: 0 });
      }
      const results = await Promise.all([seed(), seed()]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await t.db.selectFrom('media').select('id').execute()).toHaveLength(demoImageJobs(240).length);
      const artists = await t.db.selectFrom('artists').selectAll().execute();
      const artworks = await t.db.selectFrom('artworks').selectAll().execute();
      expect(artists.length).toBeGreaterThanOrEqual(10);
      expect(artworks.length).toBeGreaterThanOrEqual(50);
      expect(artists.every((a) => a.image_media_id)).toBe(true);
      expect(artworks.filter((a) => a.featured === 1).length).toBeGreaterThanOrEqual(8);
      expect(artworks.some((a) => a.availability === 'sold')).toBe(true);
      expect(artworks.some((a) => a.availability === 'reserved')).toBe(true);
      expect(artworks.some((a) => a.limited === 1 && (a.limited_count ?? 0) > 0)).toBe(true);
      expect(artworks.some((a) => a.original_price_cents !== null && a.original_price_cents > a.price_cents)).toBe(
        true,
      );
      expect(new Set(artworks.map((a) => a.medium_category))).toEqual(
        new Set(['paintings', 'photography', 'digital-art', 'mixed-media']),
      );
      expect(artworks.every((a) => a.search_text.includes(a.title.toLowerCase()))).toBe(true);

      const images = await t.db
        .selectFrom('artwork_images')
        .innerJoin('media', 'media.id', 'artwork_images.media_id')
        .selectAll()
        .execute();
      expect(new Set(images.map((i) => i.artwork_id)).size).toBe(artworks.length);
      for (const image of images) {
        for (const width of JSON.parse(image.widths) as number[]) {
          for (const ext of ['avif', 'webp', 'jpg'])
            expect(await storage.exists(`${image.id}/${width}.${ext}`)).toBe(true);
        }
      }
      const formats = await t.db.selectFrom('artwork_formats').selectAll().execute();
      expect(formats.every((f) => f.name_key === f.name.trim().toUpperCase())).toBe(true);
      expect(formats.some((f) => f.available === 0)).toBe(true);
      const labels = await t.db.selectFrom('artwork_labels').select(['kind', 'value']).execute();
      expect(labels.some((l) => l.kind === 'collection' && l.value === 'New Arrivals')).toBe(false);
      expect(new Set(labels.filter((l) => l.kind === 'category').map((l) => l.value)).size).toBe(4);
      const categories = await t.db.selectFrom('format_categories').select('slug').execute();
      expect(categories.map((c) => c.slug).sort()).toEqual(['digital-art', 'mixed-media', 'paintings', 'photography']);
      expect((await t.db.selectFrom('format_types').selectAll().execute()).length).toBeGreaterThanOrEqual(5);
      // Every titled history belongs to a work of the demo, in its order, one of them private.
      const provenance = await t.db
        .selectFrom('artwork_provenance')
        .innerJoin('artworks', 'artworks.id', 'artwork_provenance.artwork_id')
        .select(['artworks.title', 'artwork_provenance.text', 'artwork_provenance.public'])
        .orderBy('artworks.title')
        .orderBy('artwork_provenance.position')
        .execute();
      expect(new Set(provenance.map((p) => p.title))).toEqual(new Set(Object.keys(DEMO_PROVENANCE)));
      expect(provenance.filter((p) => p.title === 'Indigo Sleep').map((p) => [p.text, p.public])).toEqual([
        ["The artist's studio, Nairobi", 1],
        ['Private collection, London (acquired from the gallery)', 0],
      ]);
    });

    it('does nothing once the catalog has artworks', async () => {
      const before = await t.db.selectFrom('media').select('id').execute();
      expect(await seed()).toEqual({ seeded: false, artists: 0, artworks: 0 });
      expect((await t.db.selectFrom('artworks').selectAll().execute()).length).toBe(DEMO_ARTWORKS.length);
      expect((await t.db.selectFrom('media').select('id').execute()).length).toBe(before.length);
    });
  });
}
