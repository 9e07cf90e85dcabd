import { DELIVERY_STATUSES, DRAFT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '@vernissage/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../test/databases.ts';

// Untyped on purpose: the types already refuse these values; the point is that the database does too.
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const at = '2026-05-04T10:00:00.000Z';

type Column = {
  table: string;
  column: string;
  values: readonly string[];
  row: (id: string) => Record<string, unknown>;
};

function columns(artworkId: string): Column[] {
  const order = (id: string) => ({
    id,
    email: 'ann@example.com',
    payment_method: 'invoice',
    subtotal_cents: 1000,
    total_cents: 1000,
    created_at: at,
    updated_at: at,
  });
  return [
    { table: 'orders', column: 'status', values: ORDER_STATUSES, row: order },
    { table: 'orders', column: 'payment_status', values: PAYMENT_STATUSES, row: order },
    {
      table: 'order_drafts',
      column: 'status',
      values: DRAFT_STATUSES,
      row: (id) => ({
        id,
        email: 'ann@example.com',
        delivery_address: 'Nairobi',
        artwork_id: artworkId,
        format_id: 'f',
        amount_cents: 1000,
        created_at: at,
        expires_at: at,
      }),
    },
    {
      table: 'newsletter_deliveries',
      column: 'status',
      values: DELIVERY_STATUSES,
      row: (id) => ({ id, campaign_id: 'c1', variant_id: 'v1', batch: 0, email: `${id}@example.com` }),
    },
  ];
}

for (const dialect of dialects) {
  describe(`status columns on ${dialect.name}`, () => {
    let t: TestDb;
    let db: Loose;
    let artworkId: string;

    beforeAll(async () => {
      t = await dialect.create();
      db = t.db as unknown as Loose;
      const artist = await insertArtist(t.db, { name: 'Amara Okafor' });
      artworkId = await insertArtwork(t.db, { artistId: artist, title: 'Market Map', price: 1000 });
      await db.insertInto('newsletter_campaigns').values({ id: 'c1', created_at: at }).execute();
      await db
        .insertInto('newsletter_variants')
        .values({ id: 'v1', campaign_id: 'c1', position: 0, subject: 'Spring', message: 'Hello' })
        .execute();
    });
    afterAll(() => t.drop());

    it('store every value of their union, and the database refuses any other on insert and update', async () => {
      for (const c of columns(artworkId)) {
        const what = `${c.table}.${c.column}`;
        for (const value of c.values) {
          await db
            .insertInto(c.table)
            .values({ ...c.row(`${c.column}-${value}`), [c.column]: value })
            .execute();
        }
        const stray = db.insertInto(c.table).values({ ...c.row(`${c.column}-stray`), [c.column]: 'paid' });
        await expect(stray.execute(), what).rejects.toThrow(/check/i);
        const first = `${c.column}-${c.values[0]}`;
        const update = db
          .updateTable(c.table)
          .set({ [c.column]: 'Pending' })
          .where('id', '=', first);
        await expect(update.execute(), what).rejects.toThrow(/check/i);
      }
    });
  });
}
