import type { Db } from '../../../db/connection.ts';

export type OrderTotals = { paymentStatus: string; orders: number; totalCents: number }[];

/** Orders and their value by payment status, for the metrics (completed is the revenue taken). */
export async function orderTotalsByPaymentStatus(db: Db): Promise<OrderTotals> {
  const rows = await db
    .selectFrom('orders')
    .select([
      'payment_status',
      (eb) => eb.fn.countAll<number>().as('orders'),
      (eb) => eb.fn.sum<number>('total_cents').as('total'),
    ])
    .groupBy('payment_status')
    .execute();
  return rows.map((r) => ({
    paymentStatus: r.payment_status,
    orders: Number(r.orders),
    totalCents: Number(r.total ?? 0),
  }));
}
