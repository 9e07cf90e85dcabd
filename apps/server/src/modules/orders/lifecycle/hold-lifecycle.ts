import { canMove, HOLD_STATUS_NEXT, type HoldStatus, type PaymentDetails } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { enqueueJobs } from '../../../platform/jobs/enqueue.ts';
import { dateText } from '../../invoices/index.ts';
import { paymentDueAt } from '../core/hold-rules.ts';
import { isHolding } from '../core/hold-view.ts';
import { holdEndJob } from '../core/order-jobs.ts';
import type { OrderRow } from '../core/order-rows.ts';
import { recordOrderEvent, updateOrderIf } from '../core/status-repo.ts';

export type HoldMove = {
  /** The order as the caller read (and locked) it in this transaction, holding its works. */
  order: OrderRow & { hold_status: 'unconfirmed' | 'confirmed' };
  to: HoldStatus;
  /** When the hold now ends (null once released: the row keeps its last end for the history). */
  until: Date | null;
  at: string;
  /** Who moved it (an admin's e-mail, the buyer's, `system`) and why, for the order's history. */
  actor: string;
  note: string;
};

/**
 * The one way an invoice order's hold changes, inside the caller's transaction: only as
 * HOLD_STATUS_NEXT allows (a confirmed hold may also move to a later day; anything else is a bug and
 * throws), and only if the row still holds the state read; true when it moved. The move writes its
 * line in the order's history and, while the works stay held, queues the job that ends the hold then.
 */
export async function moveHold(tx: Db, move: HoldMove, clock: Clock): Promise<boolean> {
  const from = move.order.hold_status;
  const redated = from === 'confirmed' && move.to === 'confirmed';
  if (!redated && !canMove(HOLD_STATUS_NEXT, from, move.to)) {
    throw new Error(`An order's hold cannot move from ${from} to ${move.to}`);
  }
  const set = {
    hold_status: move.to,
    updated_at: move.at,
    ...(move.until ? { hold_until: move.until.toISOString() } : {}),
  };
  if (!(await updateOrderIf(tx, move.order.id, { hold_status: from }, set))) return false;
  if (move.to !== 'released' && move.until) await enqueueJobs(tx, [holdEndJob(move.order.id, move.until)], clock);
  await recordOrderEvent(tx, {
    orderId: move.order.id,
    kind: 'hold',
    from,
    to: move.to,
    actor: move.actor,
    note: move.note,
    at: move.at,
  });
  return true;
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
  await moveHold(
    tx,
    {
      order,
      to: 'confirmed',
      until: due,
      at: by.at.toISOString(),
      actor: by.actor,
      note: `Payment recorded: reserved until the due date, ${dateText(due)}`,
    },
    by.clock,
  );
}
