import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { inTransaction } from '../../db/tx.ts';
import { giveEditionNumbers } from './editions.ts';
import { holdSale, type PricedLine, priceSale } from './sale.ts';

const line = (artworkId: string, quantity: number): PricedLine => ({
  artworkId,
  formatId: `${artworkId}-f0`,
  quantity,
  title: 'Study',
  artistName: 'Amara Osei',
  formatName: 'Original',
  unitPriceCents: 10_000,
  imageUrl: '',
  shippingClass: 'small',
});

for (const dialect of dialects) {
  describe(`a sale priced and held, on ${dialect.name}`, () => {
    let t: TestApp;
    let artistId: string;
    const db = () => t.database.db;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      artistId = await insertArtist(db());
    });
    afterAll(() => t.close());

    it('returns each held work’s size (null for an original), and numbers the units within it', async () => {
      const edition = await insertArtwork(db(), { artistId, title: 'Tide Lines', price: 300, edition: 3 });
      const original = await insertArtwork(db(), { artistId, title: 'Harmattan', price: 1200 });
      const lines = [line(edition, 2), line(original, 1)];
      const given = await inTransaction(db(), async (tx) => {
        const sizes = await holdSale(tx, lines);
        expect(Object.fromEntries(sizes)).toEqual({ [edition]: 3, [original]: null });
        const numbered = lines.map((l, i) => ({ ...l, orderItemId: `item-${i}` }));
        return giveEditionNumbers(tx, numbered, 'held', sizes);
      });
      expect(given.get('item-0')).toEqual({ size: 3, numbers: [1, 2] });
      expect(given.get('item-1')).toBeNull();
    });

    it('prices two formats of one work from one read, and finds no format of another work', async () => {
      const print = await insertArtwork(db(), {
        artistId,
        title: 'Tide Lines',
        price: 300,
        edition: 10,
        formats: [
          { name: 'Screenprint', price: 300 },
          { name: 'Framed screenprint', price: 450 },
        ],
      });
      const other = await insertArtwork(db(), { artistId, title: 'Dry Season', price: 900 });
      const sale = (lines: { artworkId: string; formatId: string }[]) =>
        inTransaction(db(), (tx) =>
          priceSale(
            tx,
            lines.map((l) => ({ ...l, quantity: 1 })),
            (key) => `/media/${key}`,
          ),
        );
      const priced = await sale([
        { artworkId: print, formatId: `${print}-f1` },
        { artworkId: print, formatId: `${print}-f0` },
      ]);
      expect(priced.map((l) => [l.formatName, l.unitPriceCents, l.title])).toEqual([
        ['Framed screenprint', 45_000, 'Tide Lines'],
        ['Screenprint', 30_000, 'Tide Lines'],
      ]);
      await expect(sale([{ artworkId: print, formatId: `${other}-f0` }])).rejects.toThrow(
        '"Tide Lines" is no longer offered as that format.',
      );
      await expect(sale([{ artworkId: 'no-such-work', formatId: `${other}-f0` }])).rejects.toThrow(
        'A work in your cart is no longer in the gallery.',
      );
    });
  });
}
