import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { insertArtist } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipart, sampleJpeg } from '../../../test/upload-fixtures.ts';

const PASSWORD = 'correct horse battery';
type Entry = { date: string; text: string; public?: boolean };

const HISTORY: Entry[] = [
  { date: '2019', text: "Acquired from the artist's studio, Nairobi", public: true },
  { date: 'March 2021', text: 'Private collection, Lagos (lent anonymously)', public: false },
  { date: '2023', text: 'Exhibited: "Harmattan", Galerie Nord, Accra', public: true },
];

for (const dialect of dialects) {
  describe(`artwork provenance on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let artistId: string;
    let images: string[];
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });
    const body = (provenance?: unknown) => ({
      title: 'Harmattan Morning',
      artist: { _id: artistId },
      price: 1200,
      description: '',
      dimensions: '60 x 80 cm',
      medium: 'Oil on canvas',
      formats: [{ name: 'Original', price: 1200 }],
      images,
      ...(provenance === undefined ? {} : { provenance }),
    });
    const adminView = async (id: string) => {
      const list = (await as({ method: 'GET', url: '/api/admin/artworks' })).body as {
        _id: string;
        provenance: Entry[];
      }[];
      return list.find((a) => a._id === id)?.provenance;
    };
    const publicView = async (id: string) => call(t.app, { method: 'GET', url: `/api/artworks/${id}` });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      const upload = await as({ method: 'POST', url: '/api/admin/upload-image', ...multipart(await sampleJpeg()) });
      images = [(upload.body as { url: string }).url];
      artistId = await insertArtist(t.database.db, { name: 'Wanjiru Kamau' });
    });
    afterAll(() => t.close());

    it('saves the entries in order and gives them back the same; the public sees the public ones only', async () => {
      const created = await as({ method: 'POST', url: '/api/admin/artworks', payload: body(HISTORY) });
      expect(created.status).toBe(201);
      const id = (created.body as { _id: string })._id;
      expect((created.body as { provenance: Entry[] }).provenance).toEqual(HISTORY);
      expect(await adminView(id)).toEqual(HISTORY);

      const single = await publicView(id);
      expect(single.status).toBe(200);
      const publicEntries = [
        { date: '2019', text: "Acquired from the artist's studio, Nairobi" },
        { date: '2023', text: 'Exhibited: "Harmattan", Galerie Nord, Accra' },
      ];
      expect((single.body as { provenance: unknown }).provenance).toEqual(publicEntries);
      expect(JSON.stringify(single.body)).not.toContain('Lagos');
      const listed = await call(t.app, { method: 'GET', url: `/api/artworks?ids=${id}` });
      expect((listed.body as { provenance: unknown }[])[0]?.provenance).toEqual(publicEntries);

      // Reordered, one made private, one removed: the stored list is exactly the new one.
      const [first, second, third] = HISTORY as [Entry, Entry, Entry];
      const edited = [{ ...third, public: false }, second, { ...first, date: '' }];
      const put = await as({ method: 'PUT', url: `/api/admin/artworks/${id}`, payload: body(edited) });
      expect(put.status).toBe(200);
      expect(await adminView(id)).toEqual(edited);
      expect(((await publicView(id)).body as { provenance: unknown }).provenance).toEqual([
        { date: '', text: "Acquired from the artist's studio, Nairobi" },
      ]);

      // An edit that leaves provenance out keeps it; an empty list clears it.
      await as({ method: 'PUT', url: `/api/admin/artworks/${id}`, payload: body() });
      expect(await adminView(id)).toEqual(edited);
      await as({ method: 'PUT', url: `/api/admin/artworks/${id}`, payload: body([]) });
      expect(await adminView(id)).toEqual([]);
    });

    it('refuses bad entries with a message naming the problem, and keeps what was stored', async () => {
      const created = await as({ method: 'POST', url: '/api/admin/artworks', payload: body(HISTORY) });
      const id = (created.body as { _id: string })._id;
      const tooMany = Array.from({ length: 51 }, (_, i) => ({ date: String(1900 + i), text: `Owner ${i}` }));
      const cases: [unknown, string][] = [
        [tooMany, 'At most 50 provenance entries.'],
        [[{ date: '2019', text: 'x'.repeat(501) }], 'Provenance text is too long (at most 500 characters).'],
        [[{ date: '2019', text: '   ' }], 'Each provenance entry needs a text.'],
        [[{ date: 'y'.repeat(101), text: 'Sold' }], 'Provenance date is too long.'],
        [[{ date: '2019', text: 'Sold', public: 'yes' }], 'Provenance public must be true or false'],
        ['2019: sold', 'Provenance must be a list.'],
      ];
      for (const [provenance, message] of cases) {
        const res = await as({ method: 'PUT', url: `/api/admin/artworks/${id}`, payload: body(provenance) });
        expect(res.status, message).toBe(400);
        expect((res.body as { error: string }).error).toBe(message);
      }
      expect(await adminView(id)).toEqual(HISTORY);
    });

    it('answers 404 for a work the gallery does not have', async () => {
      const res = await publicView('no-such-work');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Artwork not found' });
    });
  });
}
