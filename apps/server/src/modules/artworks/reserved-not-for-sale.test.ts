import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { BUYER_ADDRESS, stockOf } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { inTransaction } from '../../db/tx.ts';
import { holdIfFree } from './sale.ts';

let client = 0;
const nextClient = () => `10.61.${Math.floor(++client / 250)}.${client % 250}`;

for (const dialect of dialects) {
  describe(`a work the gallery reserved is not for sale, on ${dialect.name}`, () => {
    let t: TestApp;
    let artistId: string;
    const db = () => t.database.db;
    const reservedWork = async (title: string, edition?: number) => {
      const id = await insertArtwork(db(), {
        artistId,
        title,
        price: 2400,
        availability: 'reserved',
        ...(edition ? { edition } : {}),
      });
      return { id, formatId: `${id}-f0` };
    };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
    const ordersOf = (artworkId: string) =>
      db().selectFrom('order_items').select('order_id').where('artwork_id', '=', artworkId).execute();

    beforeAll(async () => {
      t = await createTestApp(dialect, { now: () => new Date('2026-04-02T09:00:00Z') });
      artistId = await insertArtist(db(), { name: 'Lerato Dube' });
    });
    afterAll(() => t.close());

    it('refuses an invoice checkout with 409 naming the work, holding nothing', async () => {
      for (const w of [await reservedWork('Kept for Ms Achieng'), await reservedWork('Edition on Hold', 5)]) {
        const res = await post('/api/send-invoice', {
          email: 'stranger@example.com',
          fulfillmentType: 'shipping',
          cart: [{ artwork: { _id: w.id }, format: { id: w.formatId, price: 2400 }, quantity: 1 }],
          shippingAddress: BUYER_ADDRESS,
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toMatch(
          /^"(Kept for Ms Achieng|Edition on Hold)" is reserved by the gallery and not for sale\.$/,
        );
        expect(await stockOf(db(), w.id)).toMatchObject({ reserved: 0, sold: 0 });
        expect(await ordersOf(w.id)).toEqual([]);
      }
    });

    it('refuses a card draft with the same 409', async () => {
      const w = await reservedWork('Promised to a Museum');
      const res = await post('/api/order-drafts', {
        artwork_id: w.id,
        email: 'stranger@example.com',
        delivery_address: '14 Riverside Drive, Nairobi',
        variant: w.formatId,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: '"Promised to a Museum" is reserved by the gallery and not for sale.' });
      expect(await stockOf(db(), w.id)).toMatchObject({ reserved: 0, sold: 0 });
    });

    it('holds nothing in the conditional update itself, whatever was read before it', async () => {
      // A late card payment retakes its unit with this update alone; a mark set meanwhile must win.
      const w = await reservedWork('Marked While Paying', 3);
      expect(await inTransaction(db(), (tx) => holdIfFree(tx, w.id, 1))).toBe(false);
      expect(await stockOf(db(), w.id)).toMatchObject({ reserved: 0 });
      await db().updateTable('artworks').set({ availability: 'available' }).where('id', '=', w.id).execute();
      expect(await inTransaction(db(), (tx) => holdIfFree(tx, w.id, 1))).toBe(true);
    });
  });
}
