import { ORDERS_TEXT, type StorageBilling } from '@vernissage/contract';
import { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { dailyAt } from '../../../platform/jobs/recurring.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import { toDollars } from '../../../platform/money.ts';
import type { AdminPrincipal } from '../../admins/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { periodsOf } from '../core/admin-order-view.ts';
import { findOrder, findStoredPeriodsOf } from '../core/order-repo.ts';
import type { OrderRow } from '../core/order-rows.ts';
import { orderOrThrow } from '../core/order-views.ts';
import { recordOrderEvent } from '../core/status-repo.ts';
import { dayOf, owedCents, periodIndex } from '../core/storage-periods.ts';
import { storageInvoiceMail } from './storage-mails.ts';
import { findBilledStorageOrders, markPeriodPaid, openPeriod } from './storage-repo.ts';

type Deps = { db: Db; clock: Clock };

function billingOf(order: OrderRow, periods: ReturnType<typeof periodsOf>): StorageBilling | null {
  if (order.fulfillment_type !== 'storage' || order.storage_start_date === null) return null;
  return {
    storageStartDate: order.storage_start_date,
    monthsStored: periods.length,
    monthlyFee: toDollars(order.storage_monthly_fee_cents ?? 0),
    billingPeriods: periods.map((p) => ({
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      amount: toDollars(p.amountCents),
      status: p.status,
      paidAt: p.paidAt,
    })),
    totalOwed: toDollars(owedCents(periods)),
  };
}

/** The storage billing of an order computed from the rule today; null when it has none (yet). */
export async function getStorageBilling(deps: Deps, orderId: string): Promise<StorageBilling | null> {
  const order = await orderOrThrow(deps.db, orderId);
  const stored = await findStoredPeriodsOf(deps.db, [orderId]);
  return billingOf(order, periodsOf(order, stored, dayOf(deps.clock.now())));
}

/** Records a started period as paid (stored first if the job has not opened it yet). */
export async function markStoragePeriodPaid(
  deps: Deps,
  admin: AdminPrincipal,
  orderId: string,
  periodStart: string,
): Promise<StorageBilling | null> {
  await inTransaction(deps.db, async (tx) => {
    const order = await findOrder(tx, orderId);
    if (!order) throw new NotFound(ORDERS_TEXT.notFound);
    const start = order.storage_start_date;
    if (order.fulfillment_type !== 'storage' || start === null) throw new Conflict(ORDERS_TEXT.notStorage);
    const index = periodIndex(start, periodStart);
    if (index < 0) throw new NotFound(ORDERS_TEXT.periodNotFound);
    const now = deps.clock.now();
    if (periodStart > dayOf(now)) throw new Conflict(ORDERS_TEXT.periodNotStarted);
    const period = periodsOf(order, await findStoredPeriodsOf(tx, [orderId]), dayOf(now))[index];
    if (!period || period.status === 'paid') return;
    await openPeriod(tx, { orderId, ...period, paid: false });
    if (await markPeriodPaid(tx, orderId, periodStart, now.toISOString())) {
      const at = now.toISOString();
      await recordOrderEvent(tx, {
        orderId,
        kind: 'storage_period_paid',
        from: 'pending',
        to: 'paid',
        actor: admin.email,
        note: periodStart,
        at,
      });
    }
  });
  return getStorageBilling(deps, orderId);
}

/**
 * The recurring job: stores every storage period that has started and not been opened yet (the
 * first one free, the others at the order's fee) and e-mails the buyer an invoice for each charged
 * one, once per period however often the job runs.
 */
export async function openDuePeriods(deps: Deps): Promise<number> {
  const today = dayOf(deps.clock.now());
  const shop = await getShopSettings(deps.db);
  let opened = 0;
  for (const o of await findBilledStorageOrders(deps.db)) {
    await inTransaction(deps.db, async (tx) => {
      const order = await findOrder(tx, o.id);
      if (!order) return;
      const periods = periodsOf(order, await findStoredPeriodsOf(tx, [o.id]), today);
      for (const p of periods) {
        const paid = p.amountCents === 0;
        if (!(await openPeriod(tx, { orderId: o.id, ...p, paid }))) continue;
        opened += 1;
        if (paid) continue;
        const mail = storageInvoiceMail(order, shop, {
          start: p.periodStart,
          end: p.periodEnd,
          amountCents: p.amountCents,
          owedCents: owedCents(periods),
        });
        await enqueueMailOnce(tx, mail, deps.clock, `storage-invoice:${o.id}:${p.periodStart}`);
      }
    });
  }
  return opened;
}

/** Opens each storage period as it starts and mails the buyer its invoice. */
export const openStoragePeriodsJob = defineJob({
  kind: 'orders.open-storage-periods',
  payload: z.null(),
  // Just after midnight UTC, the day a period starts (period days are UTC days).
  schedule: dailyAt(0, 5),
  handle: async (_payload, _ctx, deps: Deps) => {
    await openDuePeriods(deps);
  },
});
