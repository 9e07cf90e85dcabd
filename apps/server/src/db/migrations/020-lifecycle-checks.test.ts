import { DELIVERY_STATUSES, DRAFT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '@vernissage/contract';
import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import type { DbHandle } from '../connection.ts';
import { migrateToLatest, provider } from '../migrate.ts';
import { LIFECYCLE_CHECKS } from './020-lifecycle-checks.ts';

// Untyped on purpose: these tests write what the types would refuse, to see the database refuse it.
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (h: DbHandle) => h.db as unknown as Loose;
const TABLES = ['orders', 'order_drafts', 'newsletter_deliveries'];

async function seed(h: DbHandle, orderStatus = 'shipped') {
  const db = loose(h);
  const artist = await insertArtist(h.db, { name: 'Amara Okafor' });
  const artwork = await insertArtwork(h.db, { artistId: artist, title: 'Market Map', price: 1000 });
  const at = '2026-05-04T10:00:00.000Z';
  await db
    .insertInto('orders')
    .values({
      id: 'o1',
      email: 'ann@example.com',
      status: orderStatus,
      payment_status: 'partial',
      payment_method: 'invoice',
      subtotal_cents: 100_000,
      total_cents: 100_000,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const item = { order_id: 'o1', artwork_id: artwork, quantity: 1, unit_price_cents: 100_000 };
  await db
    .insertInto('order_items')
    .values({ id: 'i1', ...item, title: 'Market Map', artist_name: 'Amara Okafor', format_name: 'Original' })
    .execute();
  await db
    .insertInto('order_events')
    .values({ id: 'e1', order_id: 'o1', kind: 'created', actor: 'ann@example.com', created_at: at })
    .execute();
  const draft = { email: 'ann@example.com', delivery_address: 'Nairobi', artwork_id: artwork, format_id: 'f' };
  await db
    .insertInto('order_drafts')
    .values({ id: 'd1', ...draft, amount_cents: 1, status: 'ordered', order_id: 'o1', created_at: at, expires_at: at })
    .execute();
  const payment = { provider: 'sandbox', provider_ref: 'pi_1', draft_id: 'd1', order_id: 'o1', amount_cents: 1 };
  await db
    .insertInto('payments')
    .values({ id: 'p1', ...payment, status: 'succeeded', created_at: at, updated_at: at })
    .execute();
  await db.insertInto('newsletter_campaigns').values({ id: 'c1', created_at: at }).execute();
  await db
    .insertInto('newsletter_variants')
    .values({ id: 'v1', campaign_id: 'c1', position: 0, subject: 'Spring', message: 'Hello' })
    .execute();
  await db
    .insertInto('newsletter_deliveries')
    .values({ id: 'n1', campaign_id: 'c1', variant_id: 'v1', batch: 0, email: 'r@example.com', status: 'sent' })
    .execute();
  await db
    .insertInto('newsletter_opens')
    .values({ id: 'op1', delivery_id: 'n1', created_at: at, dedupe_key: at })
    .execute();
}

/** Every index and trigger of the rebuilt tables, and every foreign key pointing at them or from them. */
async function structure({ db, dialect }: DbHandle): Promise<string[]> {
  const names = (TABLES as readonly string[]).map((t) => sql.lit(t));
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select type || ' ' || name as name from sqlite_master
          where tbl_name in (${sql.join(names)}) and type in ('index', 'trigger') order by name`
      : sql<{ name: string }>`select indexname as name from pg_indexes where tablename in (${sql.join(names)})
          union all select conname from pg_constraint where contype = 'f' order by name`;
  const own = (await query.execute(db)).rows.map((r) => r.name);
  if (dialect === 'postgres') return own;
  const keys = await sql<{
    t: string;
    parent: string;
    on_delete: string;
  }>`select m.name as t, f."table" as parent, f.on_delete
      from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table' order by 1, 2`.execute(db);
  return [...own, ...keys.rows.map((k) => `${k.t} -> ${k.parent} ${k.on_delete}`)];
}

const stepTo = async (h: DbHandle, name: string) => {
  const result = await new Migrator({ db: h.db, provider }).migrateTo(name);
  expect(result.error).toBeUndefined();
};

const count = async (h: DbHandle, table: string) =>
  Number(
    (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(h.db)).rows[0]?.n ?? 0,
  );

for (const dialect of dialects) {
  describe(`migration 020 on ${dialect.name}`, () => {
    it('checks the same values the contract lists', () => {
      const listed = Object.fromEntries(LIFECYCLE_CHECKS.map((c) => [`${c.table}.${c.column}`, c.values]));
      expect(listed).toEqual({
        'orders.status': ORDER_STATUSES,
        'orders.payment_status': PAYMENT_STATUSES,
        'order_drafts.status': DRAFT_STATUSES,
        'newsletter_deliveries.status': DELIVERY_STATUSES,
      });
    });

    it('keeps every row, index, trigger and foreign key, and steps back down to accept any value again', async () => {
      const h = await dialect.create();
      try {
        await stepTo(h, '019-secrets-and-confirmations');
        const before = await structure(h);
        await seed(h);
        // Up to this migration only: later ones (e.g. 021's indexes) change the structure on purpose.
        await stepTo(h, '020-lifecycle-checks');
        expect(await structure(h)).toEqual(before);
        for (const t of [...TABLES, 'order_items', 'order_events', 'payments', 'newsletter_opens']) {
          expect(await count(h, t), t).toBeGreaterThan(0);
        }
        const order = await loose(h).selectFrom('orders').selectAll().where('id', '=', 'o1').executeTakeFirstOrThrow();
        expect(order).toMatchObject({ status: 'shipped', payment_status: 'partial', email: 'ann@example.com' });
        const stray = loose(h).updateTable('orders').set({ status: 'lost' }).where('id', '=', 'o1');
        await expect(stray.execute()).rejects.toThrow(/check/i);
        if (dialect.name === 'sqlite') {
          // The e-mail search index (FTS, keyed on the rowid) still finds the copied row.
          const found = await sql<{
            id: string;
          }>`select o.id from orders_email_search s join orders o on o.rowid = s.rowid
            where orders_email_search match 'ann'`.execute(h.db);
          expect(found.rows).toEqual([{ id: 'o1' }]);
        }
        // A cascade still reaches the children after the rebuild.
        await loose(h).deleteFrom('newsletter_deliveries').where('id', '=', 'n1').execute();
        expect(await count(h, 'newsletter_opens')).toBe(0);

        await stepTo(h, '019-secrets-and-confirmations');
        expect(await structure(h)).toEqual(before);
        await loose(h).updateTable('orders').set({ status: 'lost' }).where('id', '=', 'o1').execute();
        expect(await count(h, 'order_items')).toBe(1);
      } finally {
        await h.drop();
      }
    });

    it('stops on a row outside its list, naming the values, and changes nothing', async () => {
      const h = await dialect.create();
      try {
        await stepTo(h, '019-secrets-and-confirmations');
        await seed(h, 'on hold');
        const result = await new Migrator({ db: h.db, provider }).migrateToLatest();
        expect(String(result.error)).toContain("orders.status holds 'on hold'");
        const order = await loose(h).selectFrom('orders').select('status').where('id', '=', 'o1').executeTakeFirst();
        expect(order).toEqual({ status: 'on hold' });
        await loose(h).updateTable('orders').set({ status: 'pending' }).where('id', '=', 'o1').execute();
        await migrateToLatest(h);
      } finally {
        await h.drop();
      }
    });
  });
}
