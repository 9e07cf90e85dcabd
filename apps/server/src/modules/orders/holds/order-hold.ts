import {
  type AdminOrder,
  type ConfirmOrderResponse,
  HOLD_TEXT,
  INVOICE_HOLD,
  ORDERS_TEXT,
  type PaymentDetails,
} from '@vernissage/contract';
import { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { enqueueJobs, type JobInput } from '../../../platform/jobs/enqueue.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import type { AdminPrincipal } from '../../admins/index.ts';
import { adminsWantingAlert } from '../../admins/index.ts';
import { getPaymentDetails } from '../../bank-details/index.ts';
import { dateText } from '../../invoices/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { adminOrderView } from '../admin/admin-service.ts';
import { lockOrder, recordOrderEvent } from '../admin/status-repo.ts';
import type { OrderRow } from '../documents/invoice-of-order.ts';
import { moveOrderStatus } from '../lifecycle/order-lifecycle.ts';
import { type HoldEnd, holdEndedAlert, holdEndedMail, holdEndNote } from './hold-mails.ts';
import { moveHold } from './hold-repo.ts';
import { confirmedUntil, confirmKey, orderIdOfToken, paymentDueAt } from './hold-rules.ts';

export type HoldDeps = { db: Db; clock: Clock; catalogChanged: () => void; publicUrl: string };

const isHolding = (o: OrderRow): o is OrderRow & { hold_status: 'unconfirmed' | 'confirmed'; hold_until: string } =>
  (o.hold_status === 'unconfirmed' || o.hold_status === 'confirmed') && o.hold_until !== null;

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
    const at = now.toISOString();
    const until = confirmedUntil(paymentDueAt(order.total_cents, new Date(order.created_at), bank), now);
    if (!(await moveHold(tx, orderId, 'unconfirmed', { status: 'confirmed', until: until.toISOString(), at }))) {
      throw new Conflict(HOLD_TEXT.holdExpired);
    }
    await scheduleHoldEnd(tx, orderId, until, deps.clock);
    const note = `Confirmed by the buyer: reserved until ${dateText(until)}`;
    await recordOrderEvent(tx, {
      orderId,
      kind: 'hold',
      from: 'unconfirmed',
      to: 'confirmed',
      actor: order.email,
      note,
      at,
    });
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
    });
    if (!moved) return false;
    const { items } = moved;
    const actor = 'admin' in by ? by.admin.email : 'system';
    await recordOrderEvent(tx, {
      orderId,
      kind: 'hold',
      from: order.hold_status,
      to: 'released',
      actor,
      note: holdEndNote[end],
      at: now,
    });
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
  kind: 'orders.release-hold',
  payload: z.object({ orderId: z.string().min(1) }),
  handle: async ({ orderId }, _ctx, deps: HoldDeps) => {
    await endHold(deps, orderId, { job: true });
  },
});

/** The job that ends the hold when it runs out, as a row to write with the order's others. */
export const holdEndJob = (orderId: string, until: Date): JobInput =>
  releaseHoldJob.input({ orderId }, { runAt: until, dedupeKey: `release-hold:${orderId}:${until.toISOString()}` });

/** Queues the job that ends the hold when it runs out (in the caller's transaction). */
function scheduleHoldEnd(tx: Db, orderId: string, until: Date, clock: Clock) {
  return enqueueJobs(tx, [holdEndJob(orderId, until)], clock);
}

/**
 * A payment arrived on an unpaid invoice order that holds its works (inside the caller's
 * transaction): the hold now runs to the payment due date (decision 052). The job that would have
 * ended it earlier finds a payment recorded and leaves it; one is queued for the due date, for an
 * order whose payment is set back to pending.
 */
export async function holdToDueDate(
  tx: Db,
  order: OrderRow,
  bank: PaymentDetails | null,
  by: { actor: string; at: Date; clock: Clock },
): Promise<void> {
  if (!isHolding(order) || order.status === 'cancelled') return;
  const due = paymentDueAt(order.total_cents, new Date(order.created_at), bank);
  if (due.toISOString() <= order.hold_until) return;
  const at = by.at.toISOString();
  const to = { status: 'confirmed', until: due.toISOString(), at };
  if (!(await moveHold(tx, order.id, order.hold_status, to))) return;
  await scheduleHoldEnd(tx, order.id, due, by.clock);
  const note = `Payment recorded: reserved until the due date, ${dateText(due)}`;
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: 'hold',
    from: order.hold_status,
    to: 'confirmed',
    actor: by.actor,
    note,
    at,
  });
}

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
    const at = now.toISOString();
    const to = { status: 'confirmed', until: until.toISOString(), at };
    if (!(await moveHold(tx, orderId, order.hold_status, to))) throw new Conflict(HOLD_TEXT.extendNotAllowed);
    await scheduleHoldEnd(tx, orderId, until, deps.clock);
    const note = `Hold extended: reserved until ${dateText(until)}`;
    await recordOrderEvent(tx, {
      orderId,
      kind: 'hold',
      from: order.hold_status,
      to: 'confirmed',
      actor: admin.email,
      note,
      at,
    });
  });
  return adminOrderView(deps, orderId);
}

/** Release hold in the back office: the same end, at once, by the admin (409 when nothing is held). */
export async function releaseHoldByAdmin(deps: HoldDeps, admin: AdminPrincipal, orderId: string): Promise<AdminOrder> {
  await endHold(deps, orderId, { admin });
  return adminOrderView(deps, orderId);
}
