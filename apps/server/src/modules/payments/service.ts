import type { Db } from '../../db/connection.ts';
import { newId } from '../../platform/ids.ts';
import { deleteUnpaidIntentsOf, findPaymentsOfOrder, insertPayment, markPayment, markPaymentFrom } from './repo.ts';

/** A card payment as the shop records it, one row per provider intent (card checkout, decision 020). */
export const recordIntent = (
  tx: Db,
  p: { provider: string; intentId: string; draftId: string; amountCents: number; currency: string; now: string },
) =>
  insertPayment(tx, {
    id: newId(),
    provider: p.provider,
    providerRef: p.intentId,
    draftId: p.draftId,
    amountCents: p.amountCents,
    currency: p.currency,
    now: p.now,
  });

/** Links a paid (or to-be-refunded) intent to its outcome; an intent the shop never saw is recorded first. */
export async function settleIntent(
  tx: Db,
  p: {
    provider: string;
    intentId: string;
    draftId: string;
    amountCents: number;
    currency: string;
    status: 'succeeded' | 'refund_pending';
    orderId: string | null;
    now: string;
  },
): Promise<void> {
  await recordIntent(tx, p);
  await markPayment(tx, {
    provider: p.provider,
    providerRef: p.intentId,
    status: p.status,
    orderId: p.orderId,
    now: p.now,
  });
}

/** The card payments linked to an order, oldest first (an invoice order paid by transfer has none). */
export const paymentsOfOrder = (db: Db, orderId: string) => findPaymentsOfOrder(db, orderId);

/** The provider confirmed the refund: a pending refund becomes refunded (once; true when it moved). */
export const confirmRefund = (db: Db, p: { provider: string; intentId: string; now: string }) =>
  markPaymentFrom(db, {
    provider: p.provider,
    providerRef: p.intentId,
    from: 'refund_pending',
    to: 'refunded',
    now: p.now,
  });

/**
 * Forgets the intents of abandoned card checkouts that never took money, so the orders module can
 * delete the drafts after their retention period (decision 043). Paid or refunded ones stay.
 */
export const forgetUnpaidIntents = (tx: Db, draftIds: string[]) => deleteUnpaidIntentsOf(tx, draftIds);
