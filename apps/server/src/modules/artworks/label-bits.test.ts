import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { findLabelBits } from './label-sets.ts';
import { readArtworks } from './service.ts';

for (const dialect of dialects) {
  describe(`label bits on ${dialect.name}`, () => {
    let handle: TestDb;
    let artistId: string;
    const deps = () => ({ db: handle.db, mediaUrl: (key: string) => key });

    /** Each work's stored mask against the bits of the labels and formats it holds now. */
    async function masks() {
      const bits = await handle.db.selectFrom('label_bits').selectAll().execute();
      // As text: a mask past 2^53 is not a JavaScript number.
      const works = await handle.db
        .selectFrom('artworks')
        .select(['id', sql<string>`cast(label_mask as text)`.as('label_mask')])
        .execute();
      const labels = await handle.db.selectFrom('artwork_labels').selectAll().execute();
      const formats = await handle.db.selectFrom('artwork_formats').select(['artwork_id', 'name_key']).execute();
      return works.map((w) => {
        const held = new Set([
          ...labels.filter((l) => l.artwork_id === w.id).map((l) => `${l.kind}:${l.value}`),
          ...formats.filter((f) => f.artwork_id === w.id).map((f) => `format:${f.name_key}`),
        ]);
        const expected = bits
          .filter((b) => held.has(`${b.kind}:${b.value}`))
          .reduce((m, b) => m + 2n ** BigInt(b.slot), 0n);
        return { id: w.id, stored: BigInt(w.label_mask), expected };
      });
    }
    const expectMasksKept = async () => {
      for (const m of await masks()) expect(m.stored).toEqual(m.expected);
    };

    beforeAll(async () => {
      handle = await dialect.create();
      artistId = await insertArtist(handle.db, { name: 'Nia Mensah' });
    });
    afterAll(() => handle.drop());

    it('keeps every work’s bits as its labels and formats are added, changed and removed', async () => {
      const a = await insertArtwork(handle.db, {
        artistId,
        title: 'Tide',
        price: 100,
        tags: ['blue', 'sea'],
        collections: ['Coastal Light'],
        formats: [
          { name: 'Small print', price: 20 },
          { name: 'small print ', price: 25 },
        ],
      });
      const b = await insertArtwork(handle.db, { artistId, title: 'Ember', price: 90, tags: ['red'] });
      await expectMasksKept();
      expect((await masks()).every((m) => m.stored > 0n)).toBe(true);
      // One of two formats of one name goes: the work still has the format.
      const [small] = await handle.db.selectFrom('artwork_formats').select('id').where('artwork_id', '=', a).execute();
      await handle.db
        .deleteFrom('artwork_formats')
        .where('id', '=', small?.id ?? '')
        .execute();
      await handle.db.deleteFrom('artwork_labels').where('artwork_id', '=', a).where('value', '=', 'sea').execute();
      await handle.db
        .updateTable('artwork_labels')
        .set({ value: 'ochre' })
        .where('artwork_id', '=', b)
        .where('value', '=', 'red')
        .execute();
      await handle.db
        .updateTable('artwork_formats')
        .set({ name_key: 'LARGE PRINT' })
        .where('artwork_id', '=', b)
        .execute();
      await expectMasksKept();
      const sea = await readArtworks(deps(), { tags: ['sea'], limit: 24 });
      expect(sea.total).toBe(0);
      const small2 = await readArtworks(deps(), { format: ['small print'], limit: 24 });
      expect(small2.items.map((w) => w.id)).toEqual([a]);
    });

    it('adds a copied work’s labels to the mask it was inserted with, as a copy with its bits brings them', async () => {
      const source = await handle.db
        .selectFrom('artworks')
        .selectAll()
        .where('title', '=', 'Tide')
        .executeTakeFirstOrThrow();
      await handle.db
        .insertInto('artworks')
        .values({ ...source, id: 'copied', title: 'Copy', label_mask: 0 })
        .execute();
      await handle.db
        .insertInto('artwork_labels')
        .values({ artwork_id: 'copied', kind: 'tag', value: 'ochre' })
        .execute();
      await expectMasksKept();
      const ochre = await readArtworks(deps(), { tags: ['ochre'], sortBy: 'title', sortDirection: 'asc', limit: 24 });
      expect(ochre.items.map((w) => w.title)).toEqual(['Copy', 'Ember']);
    });

    it('leaves labels past the 63rd without a bit, and still filters by them', async () => {
      const tags = Array.from({ length: 70 }, (_, i) => `tag ${String(i).padStart(2, '0')}`);
      const many = await insertArtwork(handle.db, { artistId, title: 'Many', price: 50, tags });
      await insertArtwork(handle.db, { artistId, title: 'Plain', price: 40, tags: ['tag 69'] });
      expect(await handle.db.selectFrom('label_bits').select('slot').execute()).toHaveLength(63);
      await expectMasksKept();
      expect(await findLabelBits(handle.db, { tags: ['tag 69'] })).toEqual({});
      expect(Object.keys(await findLabelBits(handle.db, { tags: ['tag 00'] }))).toEqual(['tags']);
      for (const [filter, titles] of [
        [['tag 69'], ['Many', 'Plain']],
        [
          ['tag 00', 'tag 69'],
          ['Many', 'Plain'],
        ],
        [['tag 00'], ['Many']],
      ] as const) {
        const found = await readArtworks(deps(), {
          tags: [...filter],
          sortBy: 'title',
          sortDirection: 'asc',
          limit: 1,
        });
        expect({ filter, first: found.items[0]?.title, total: found.total }).toEqual({
          filter,
          first: titles[0],
          total: titles.length,
        });
      }
      await handle.db.deleteFrom('artworks').where('id', '=', many).execute();
      await expectMasksKept();
    });
  });
}
