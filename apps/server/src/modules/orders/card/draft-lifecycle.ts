import { canMove, DRAFT_STATUS_NEXT, DRAFT_STATUSES, type DraftStatus, lifecycleValue } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { OrderDraftsTable, Selectable } from '../../../db/schema.ts';
import { releaseHeld } from '../../artworks/index.ts';
import { updateDraftIf } from './draft-repo.ts';

export type DraftRow = Selectable<OrderDraftsTable>;

export type DraftMove =
  | { to: 'expired'; expiredBy: string }
  /** A new checkout for the same address replaces this one: its hold ends now (decision 052). */
  | { to: 'expired'; replacedAt: string }
  | { to: 'ordered'; orderId: string }
  | { to: 'refunded' };

/**
 * The one way a card checkout's draft changes status, inside the caller's transaction: only as
 * DRAFT_STATUS_NEXT allows (anything else is a bug and throws), and only if the row still holds the
 * status read; true when it moved. An open draft expires once its hold has ended, or at once when a
 * new checkout replaces it, and then gives its held unit back (an offer's draft has none). The caller settles the payment that
 * ordered or refunded it.
 */
export async function moveDraft(tx: Db, draft: DraftRow, move: DraftMove): Promise<boolean> {
  const from = lifecycleValue(DRAFT_STATUSES, draft.status, 'order_drafts.status');
  if (!canMove(DRAFT_STATUS_NEXT, from, move.to)) {
    throw new Error(`A card checkout draft cannot move from ${from} to ${move.to}`);
  }
  const to: { status: DraftStatus; orderId?: string; expiresAt?: string } =
    move.to === 'ordered'
      ? { status: move.to, orderId: move.orderId }
      : 'replacedAt' in move
        ? { status: move.to, expiresAt: move.replacedAt }
        : { status: move.to };
  const expiredBy = 'expiredBy' in move ? move.expiredBy : undefined;
  const moved = await updateDraftIf(tx, draft.id, from, to, expiredBy);
  // An offer's draft holds nothing of its own: the offer keeps the unit until its own end (decision 068).
  if (moved && move.to === 'expired' && draft.offer_id === null)
    await releaseHeld(tx, draft.artwork_id, draft.quantity);
  return moved;
}
