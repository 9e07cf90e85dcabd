import { type Kysely, Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import type { DbHandle } from '../connection.ts';
import { migrateToLatest, provider } from '../migrate.ts';

// Untyped on purpose: the rows are written as the schema before 030 had them.
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (h: DbHandle) => h.db as unknown as Loose;

/** An order of the old schema with one line, placed at `at`. */
async function oldOrder(
  h: DbHandle,
  o: { id: string; artworkId: string; quantity: number; at: string; status?: string; paidAt?: string },
) {
  await loose(h)
    .insertInto('orders')
    .values({
      id: o.id,
      email: `${o.id}@example.com`,
      status: o.status ?? 'pending',
      payment_status: o.paidAt ? 'completed' : 'pending',
      payment_method: 'invoice',
      fulfillment_type: 'shipping',
      subtotal_cents: 100,
      total_cents: 100,
      paid_at: o.paidAt ?? null,
      created_at: o.at,
      updated_at: o.at,
    })
    .execute();
  await loose(h)
    .insertInto('order_items')
    .values({
      id: `${o.id}-line`,
      order_id: o.id,
      artwork_id: o.artworkId,
      format_id: null,
      quantity: o.quantity,
      unit_price_cents: 100,
      title: 'Old Print',
      artist_name: 'Amara Okafor',
      format_name: 'Print',
    })
    .execute();
}

for (const dialect of dialects) {
  describe(`migration 030 on ${dialect.name}`, () => {
    it('numbers the orders placed before it in order of placement, and steps back down', async () => {
      const h = await dialect.create();
      try {
        const down = await new Migrator({ db: h.db, provider }).migrateTo('028-more-status-checks');
        expect(down.error).toBeUndefined();
        const artistId = await insertArtist(h.db, { name: 'Amara Okafor' });
        const print = await insertArtwork(h.db, { artistId, title: 'Old Print', price: 1, edition: 5 });
        const original = await insertArtwork(h.db, { artistId, title: 'Old Original', price: 1 });
        // Inserted out of order: placement decides, not insertion.
        await oldOrder(h, { id: 'c-third', artworkId: print, quantity: 2, at: '2026-03-03T10:00:00.000Z' });
        await oldOrder(h, {
          id: 'a-first',
          artworkId: print,
          quantity: 1,
          at: '2026-03-01T10:00:00.000Z',
          paidAt: '2026-03-02T10:00:00.000Z',
        });
        await oldOrder(h, {
          id: 'b-cancelled',
          artworkId: print,
          quantity: 1,
          at: '2026-03-02T10:00:00.000Z',
          status: 'cancelled',
        });
        await oldOrder(h, { id: 'd-unique', artworkId: original, quantity: 1, at: '2026-03-04T10:00:00.000Z' });

        await migrateToLatest(h);
        const lines = await h.db
          .selectFrom('order_items')
          .select(['order_id', 'edition_size', 'edition_numbers'])
          .orderBy('order_id')
          .execute();
        expect(lines).toEqual([
          { order_id: 'a-first', edition_size: 5, edition_numbers: '1' },
          { order_id: 'b-cancelled', edition_size: 5, edition_numbers: '' },
          { order_id: 'c-third', edition_size: 5, edition_numbers: '2,3' },
          { order_id: 'd-unique', edition_size: null, edition_numbers: null },
        ]);
        const ledger = await h.db
          .selectFrom('edition_numbers')
          .select(['number', 'state', 'order_item_id'])
          .where('artwork_id', '=', print)
          .orderBy('number')
          .execute();
        expect(ledger).toEqual([
          { number: 1, state: 'sold', order_item_id: 'a-first-line' },
          { number: 2, state: 'held', order_item_id: 'c-third-line' },
          { number: 3, state: 'held', order_item_id: 'c-third-line' },
        ]);
        const again = await new Migrator({ db: h.db, provider }).migrateTo('028-more-status-checks');
        expect(again.error).toBeUndefined();
        await migrateToLatest(h);
        expect(await h.db.selectFrom('edition_numbers').select('number').execute()).toHaveLength(3);
      } finally {
        await h.drop();
      }
    });
  });
}
