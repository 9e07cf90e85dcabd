import { canMove, DELIVERY_STATUS_NEXT, type DeliveryStatus } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { updateDeliveriesIf } from './campaign-repo.ts';

export type DeliveryOutcome = { status: Exclude<DeliveryStatus, 'pending'>; at: string; error?: string };

/**
 * The one way newsletter deliveries change status: a pending delivery settles once, as
 * DELIVERY_STATUS_NEXT allows (sent, failed or skipped), in one conditional statement for all of
 * them; a delivery settled already (a batch run again after a restart) stays as it is. A sent one
 * keeps its time, a failed one its error. Answers how many moved.
 */
export function settleDeliveries(db: Db, ids: readonly string[], outcome: DeliveryOutcome): Promise<number> {
  const from: DeliveryStatus = 'pending';
  if (!canMove(DELIVERY_STATUS_NEXT, from, outcome.status)) {
    throw new Error(`A newsletter delivery cannot move from ${from} to ${outcome.status}`);
  }
  return updateDeliveriesIf(db, ids, from, {
    status: outcome.status,
    sent_at: outcome.status === 'sent' ? outcome.at : null,
    error: outcome.error ?? null,
  });
}
