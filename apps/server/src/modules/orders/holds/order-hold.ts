import { type AdminOrder, type ConfirmOrderResponse, HOLD_TEXT, INVOICE_HOLD, ORDERS_TEXT } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import type { AdminPrincipal } from '../../admins/index.ts';
import { adminsWantingAlert } from '../../admins/index.ts';
import { getPaymentDetails } from '../../bank-details/index.ts';
import { dateText } from '../../invoices/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { confirmedUntil, confirmKey, orderIdOfToken, paymentDueAt } from '../core/hold-rules.ts';
import { isHolding } from '../core/hold-view.ts';
import { holdRelease } from '../core/order-jobs.ts';
import type { OrderRow } from '../core/order-rows.ts';
import { adminOrderView } from '../core/order-views.ts';
import { lockOrder } from '../core/status-repo.ts';
import { moveHold } from '../lifecycle/hold-lifecycle.ts';
import { moveOrderStatus } from '../lifecycle/order-lifecycle.ts';
import { type HoldEnd, holdEndedAlert, holdEndedMail, holdEndNote } from './hold-mails.ts';

export type HoldDeps = { db: Db; clock: Clock; catalogChanged: () => void; publicUrl: string };

/** An order whose hold may end: unpaid (nothing recorded), still pending, holding its works. */
const releasable = (o: OrderRow): boolean =>
  isHolding(o) && o.paid_at === null && o.payment_status === 'pending' && o.status === 'pending';

/**
 * The buyer's one click: an unconfirmed order still inside its 30 minutes keeps its works until
 * its payment due date, but at most 7 days unless a payment arrives (decision 052). Confirming
 * again answers the same.
 */
export async function confirmOrder(
  deps: { db: Db; clock: Clock; jwtSecret: string },
  token: string,
): Promise<ConfirmOrderResponse> {
  const orderId = orderIdOfToken(confirmKey(deps.jwtSecret), token);
  if (!orderId) throw new NotFound(HOLD_TEXT.linkInvalid);
  const bank = await getPaymentDetails(deps);
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.payment_method !== 'invoice') throw new NotFound(HOLD_TEXT.linkInvalid);
    const answer = (reservedUntil: string | null) => ({
      confirmed: true as const,
      invoiceNumber: order.invoice_number ?? order.id,
      reservedUntil,
    });
    if (order.paid_at !== null) return answer(null);
    if (order.status === 'cancelled' || order.hold_status === 'released') throw new Conflict(HOLD_TEXT.orderCancelled);
    if (order.hold_status === 'confirmed') return answer(order.hold_until);
    const now = deps.clock.now();
    if (order.hold_status !== 'unconfirmed' || order.hold_until === null) throw new NotFound(HOLD_TEXT.linkInvalid);
    if (order.hold_until <= now.toISOString()) throw new Conflict(HOLD_TEXT.holdExpired);
    const until = confirmedUntil(paymentDueAt(order.total_cents, new Date(order.created_at), bank), now);
    const confirmed = await moveHold(
      tx,
      {
        order: { ...order, hold_status: 'unconfirmed' },
        to: 'confirmed',
        until,
        at: now.toISOString(),
        actor: order.email,
        note: `Confirmed by the buyer: reserved until ${dateText(until)}`,
      },
      deps.clock,
    );
    if (!confirmed) throw new Conflict(HOLD_TEXT.holdExpired);
    return answer(until.toISOString());
  });
}

/**
 * Ends a hold: the works go back on sale, the order is cancelled (its invoice number stays used),
 * the history says why, and the buyer (and, when it ran out, the admins) are told through the
 * outbox. The job calls it when the hold's time is up; an admin at any time. False when there was
 * nothing to end (paid, cancelled, a payment recorded, or a later end now applies).
 */
async function endHold(
  deps: HoldDeps,
  orderId: string,
  by: { admin: AdminPrincipal } | { job: true },
): Promise<boolean> {
  const shop = await getShopSettings(deps.db);
  const ended = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) {
      if ('admin' in by) throw new NotFound(ORDERS_TEXT.notFound);
      return false;
    }
    const now = deps.clock.now().toISOString();
    if (!releasable(order) || !isHolding(order)) {
      if ('admin' in by) throw new Conflict(HOLD_TEXT.releaseNotAllowed);
      return false;
    }
    if ('job' in by && order.hold_until > now) return false;
    const end: HoldEnd = 'admin' in by ? 'admin' : order.hold_status === 'unconfirmed' ? 'unconfirmed' : 'unpaid';
    // Cancelling the unpaid order gives its works back (the order's lifecycle); the hold ends with it.
    const moved = await moveOrderStatus(tx, {
      order,
      to: 'cancelled',
      at: now,
      with: { hold_status: 'released', hold_until: order.hold_until },
      holdFrom: order.hold_status,
      actor: 'admin' in by ? by.admin.email : 'system',
      note: holdEndNote[end],
      recordAs: { kind: 'hold', from: order.hold_status, to: 'released' },
    });
    if (!moved) return false;
    const { items } = moved;
    await enqueueMailOnce(tx, holdEndedMail(order, items, shop, end), deps.clock, `hold-ended:${orderId}`);
    if (end !== 'admin') {
      for (const admin of await adminsWantingAlert(tx, 'new_orders')) {
        const alert = holdEndedAlert(admin.email, order, end, `${deps.publicUrl}/admin`);
        await enqueueMailOnce(tx, alert, deps.clock, `hold-ended-alert:${orderId}:${admin.id}`);
      }
    }
    return true;
  });
  if (ended) deps.catalogChanged();
  return ended;
}

/**
 * Ends an invoice order's hold when it runs out unconfirmed or unpaid: works released, order
 * cancelled; only if its time is up and nothing changed meanwhile (idempotent).
 */
export const releaseHoldJob = defineJob({
  kind: holdRelease.kind,
  payload: holdRelease.payload,
  handle: async ({ orderId }, _ctx, deps: HoldDeps) => {
    await endHold(deps, orderId, { job: true });
  },
});

/**
 * Extend Hold in the back office: the works stay reserved to the end of the chosen day (UTC), later
 * than the hold's current end and at most 90 days from today; an unconfirmed hold counts as
 * confirmed by the admin. Recorded in the order's history; the hold's end job moves with it.
 */
export async function extendHoldByAdmin(
  deps: HoldDeps,
  admin: AdminPrincipal,
  orderId: string,
  day: string,
): Promise<AdminOrder> {
  const until = new Date(`${day}T23:59:59.999Z`);
  const now = deps.clock.now();
  if (until.getTime() > now.getTime() + INVOICE_HOLD.maxExtendDays * 24 * 60 * 60_000) {
    throw new BadRequest(HOLD_TEXT.extendTooFar);
  }
  await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound(ORDERS_TEXT.notFound);
    if (!isHolding(order) || order.status === 'cancelled' || order.paid_at !== null) {
      throw new Conflict(HOLD_TEXT.extendNotAllowed);
    }
    if (until.toISOString() <= order.hold_until || until <= now) throw new BadRequest(HOLD_TEXT.extendNotLater);
    const extended = await moveHold(
      tx,
      {
        order,
        to: 'confirmed',
        until,
        at: now.toISOString(),
        actor: admin.email,
        note: `Hold extended: reserved until ${dateText(until)}`,
      },
      deps.clock,
    );
    if (!extended) throw new Conflict(HOLD_TEXT.extendNotAllowed);
  });
  return adminOrderView(deps, orderId);
}

/** Release hold in the back office: the same end, at once, by the admin (409 when nothing is held). */
export async function releaseHoldByAdmin(deps: HoldDeps, admin: AdminPrincipal, orderId: string): Promise<AdminOrder> {
  await endHold(deps, orderId, { admin });
  return adminOrderView(deps, orderId);
}
