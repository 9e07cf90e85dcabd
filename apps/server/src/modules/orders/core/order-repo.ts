import { sql } from 'kysely';
import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';
import { precompiled } from '../../../db/precompiled.ts';
import type { Insertable, OrderEventsTable, OrderItemsTable, OrdersTable } from '../../../db/schema.ts';
import { dialectOf } from '../../../db/tx.ts';

const idsOf = (rows: { artwork_id: string | null }[]): Set<string> =>
  new Set(rows.flatMap((r) => (r.artwork_id === null ? [] : [r.artwork_id])));

/** Which of these artworks appear on an order or an open card checkout. */
export async function findOrderedArtworkIds(db: Db, artworkIds: string[]): Promise<Set<string>> {
  if (artworkIds.length === 0) return new Set();
  const [items, drafts] = await Promise.all([
    db.selectFrom('order_items').select('artwork_id').distinct().where('artwork_id', 'in', artworkIds).execute(),
    db.selectFrom('order_drafts').select('artwork_id').distinct().where('artwork_id', 'in', artworkIds).execute(),
  ]);
  return idsOf([...items, ...drafts]);
}

/** Every artwork that appears on an order or an open card checkout. */
export async function findAllOrderedArtworkIds(db: Db): Promise<Set<string>> {
  const [items, drafts] = await Promise.all([
    db.selectFrom('order_items').select('artwork_id').distinct().execute(),
    db.selectFrom('order_drafts').select('artwork_id').distinct().execute(),
  ]);
  return idsOf([...items, ...drafts]);
}

// The statements of every order placed, built once (decision 082).
const orderInsert = precompiled((tx: Db, row: Insertable<OrdersTable>) => tx.insertInto('orders').values(row));
const itemsInsert = precompiled((tx: Db, rows: Insertable<OrderItemsTable>[]) =>
  tx.insertInto('order_items').values(rows),
);
const eventInsert = precompiled((tx: Db, row: Insertable<OrderEventsTable>) =>
  tx.insertInto('order_events').values(row),
);
const orderById = precompiled((db: Db, id: string) => db.selectFrom('orders').selectAll().where('id', '=', id));
const itemsOfOrder = precompiled((db: Db, orderId: string) =>
  db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id'),
);

export type NewOrderRows = {
  order: Insertable<OrdersTable>;
  items: Insertable<OrderItemsTable>[];
  event: Insertable<OrderEventsTable>;
};

/**
 * A new order, its lines and its first history entry. On PostgreSQL one statement whose inserts run
 * as data-modifying CTEs (the lines' and event's keys to the order are checked at its end, when the
 * order exists): one round trip instead of three in every checkout. SQLite has no such CTEs, and
 * its statements cost no round trip.
 */
export async function insertNewOrder(tx: Db, rows: NewOrderRows): Promise<void> {
  if (dialectOf(tx) === 'postgres') {
    await newOrderInsert.run(tx, rows);
    return;
  }
  await orderInsert.run(tx, rows.order);
  if (rows.items.length > 0) await itemsInsert.run(tx, rows.items);
  await eventInsert.run(tx, rows.event);
}

const newOrderInsert = precompiled((tx: Db, { order, items, event }: NewOrderRows) => {
  const withOrder = tx.with('new_order', (db) => db.insertInto('orders').values(order));
  const withItems =
    items.length > 0 ? withOrder.with('new_items', (db) => db.insertInto('order_items').values(items)) : withOrder;
  return withItems.insertInto('order_events').values(event);
});

export async function insertOrderEvent(tx: Db, row: Insertable<OrderEventsTable>): Promise<void> {
  await eventInsert.run(tx, row);
}

export async function findOrder(db: Db, id: string) {
  return orderById.first(db, id);
}

export async function findOrderItems(db: Db, orderId: string) {
  return itemsOfOrder.rows(db, orderId);
}

export async function hasOrdersFor(db: Db, email: string): Promise<boolean> {
  return (
    (await db.selectFrom('orders').select('id').where('email', '=', email).limit(1).executeTakeFirst()) !== undefined
  );
}

/** The address's orders, newest first, with their lines. */
export async function findOrdersFor(db: Db, email: string) {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  const ids = orders.map((o) => o.id);
  const items = ids.length
    ? await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute()
    : [];
  return { orders, items };
}

export type NumberedOrder = { orderId: string; invoiceNumber: string };

/** Numbers orders that have no number yet, in one statement; a number once given never changes. */
export async function setInvoiceNumbers(tx: Db, numbered: readonly NumberedOrder[]): Promise<void> {
  if (numbered.length === 0) return;
  const result = await numberOrders.run(tx, [...numbered]);
  // Thrown, so the transaction rolls back and the counter gives the numbers back.
  if (affected(result) !== numbered.length) {
    throw new Error(`orders ${numbered.map((n) => n.orderId).join(', ')}: one is already numbered or missing`);
  }
}

const numberOrders = precompiled((tx: Db, numbered: NumberedOrder[]) => {
  const cases = numbered.map((n) => sql`when id = ${n.orderId} then ${n.invoiceNumber}`);
  const ids = numbered.map((n) => n.orderId);
  return tx
    .updateTable('orders')
    .set({ invoice_number: sql<string>`case ${sql.join(cases, sql` `)} end` })
    .where('id', 'in', ids)
    .where('invoice_number', 'is', null);
});

/** The lines of these orders, for views of many orders at once. */
export function findItemsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

/** The stored storage periods of these orders, oldest first. */
export function findStoredPeriodsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('storage_billing_periods')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('period_start')
    .execute();
}

/** The order's history, oldest first. */
export function findEventsOf(db: Db, orderId: string) {
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findInvoiceNumbers(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'invoice_number'])
    .where('id', 'in', [...orderIds])
    .execute();
}
