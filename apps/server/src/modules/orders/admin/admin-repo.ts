import type { AdminOrdersExportQuery } from '@vernissage/contract';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';
import type { Database } from '../../../db/schema.ts';
import { contains } from '../../../db/text-search.ts';
import { dialectOf } from '../../../db/tx.ts';

export type OrderFilter = AdminOrdersExportQuery;
type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>;

/**
 * Above this many e-mail matches a page is found faster by walking the newest-first index and
 * testing each row than by fetching every match from the trigram index and sorting them.
 */
const DENSE_MATCHES = 2000;

/** SQLite: the FTS5 trigram table narrows a partial e-mail to its candidate rows (a superset). */
const emailCandidates = (text: string) =>
  sql<SqlBool>`orders.rowid in (select rowid from orders_email_search where email like ${`%${text}%`})`;

function where(db: Db, query: OrdersQuery, f: OrderFilter, useTrigrams: boolean): OrdersQuery {
  let q = query;
  if (f.fulfillmentType) q = q.where('orders.fulfillment_type', '=', f.fulfillmentType);
  if (f.paymentStatus) q = q.where('orders.payment_status', '=', f.paymentStatus);
  if (f.status) q = q.where('orders.status', '=', f.status);
  if (f.email) {
    q = q.where(contains('orders.email', f.email));
    // Trigrams need three characters; PostgreSQL picks its GIN index by itself.
    if (useTrigrams && dialectOf(db) === 'sqlite' && f.email.length >= 3) q = q.where(emailCandidates(f.email));
  }
  return q;
}

export async function countOrders(db: Db, f: OrderFilter): Promise<number> {
  const row = await where(db, db.selectFrom('orders'), f, true)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of orders, newest first; `matches` is the filter's count (it picks the SQLite plan). */
export function findOrderPage(db: Db, f: OrderFilter, page: { skip: number; limit: number; matches: number }) {
  return where(db, db.selectFrom('orders'), f, page.matches <= DENSE_MATCHES)
    .selectAll('orders')
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

export function findItemsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

export function findStoredPeriodsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('storage_billing_periods')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('period_start')
    .execute();
}

export function findEventsOf(db: Db, orderId: string) {
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Storage orders whose billing has started and that are still kept (the period job's work list). */
export function findBilledStorageOrders(db: Db) {
  return db
    .selectFrom('orders')
    .select(['id', 'storage_start_date', 'storage_monthly_fee_cents'])
    .where('fulfillment_type', '=', 'storage')
    .where('storage_start_date', 'is not', null)
    .where('status', '<>', 'cancelled')
    .execute();
}

/** Opens a period unless it is already stored; true when this call stored it. */
export async function openPeriod(
  tx: Db,
  p: { orderId: string; periodStart: string; periodEnd: string; amountCents: number; paid: boolean },
): Promise<boolean> {
  const result = await tx
    .insertInto('storage_billing_periods')
    .values({
      order_id: p.orderId,
      period_start: p.periodStart,
      period_end: p.periodEnd,
      amount_cents: p.amountCents,
      status: p.paid ? 'paid' : 'pending',
    })
    .onConflict((oc) => oc.columns(['order_id', 'period_start']).doNothing())
    .executeTakeFirst();
  return affected(result) === 1;
}

/** Marks a stored period paid; false when it was paid already (or is not stored). */
export async function markPeriodPaid(tx: Db, orderId: string, periodStart: string, at: string): Promise<boolean> {
  const result = await tx
    .updateTable('storage_billing_periods')
    .set({ status: 'paid', paid_at: at })
    .where('order_id', '=', orderId)
    .where('period_start', '=', periodStart)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return affected(result) === 1;
}
