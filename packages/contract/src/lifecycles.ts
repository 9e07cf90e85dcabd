import { z } from 'zod';

/**
 * The lifecycles the shop stores as a status column (docs/decisions/046-typed-lifecycles.md):
 * each is a list of values (the database's CHECK holds the same list), a zod enum, its type, and a
 * table of the moves allowed from each value. The tables say what the shop does today; the server
 * applies every move through one function per lifecycle, which refuses anything else.
 */

type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

/** True when the lifecycle's table lets a `from` row move to `to`. */
export const canMove = <S extends string>(table: Transitions<S>, from: S, to: S): boolean => table[from].includes(to);

/**
 * A stored status read back: one of the lifecycle's values, or an error naming the column. The
 * database refuses anything else, so an unknown value is a broken database, never a default.
 */
export function lifecycleValue<S extends string>(values: readonly S[], value: string, column: string): S {
  if ((values as readonly string[]).includes(value)) return value as S;
  throw new Error(`${column} holds '${value}', which is not one of ${values.join(', ')}`);
}

// --- an order's status (the back office moves it forward; a hold that ends cancels it)

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'completed', 'cancelled'] as const;
export const orderStatus = z.enum(ORDER_STATUSES, { error: 'Invalid order status' });
export type OrderStatus = z.infer<typeof orderStatus>;

/** The order statuses an order may move to from each status (an admin, or the end of an invoice hold). */
export const ORDER_STATUS_NEXT: Transitions<OrderStatus> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'completed', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

// --- an order's payment status (an admin sets any value, as the selector allows)

export const PAYMENT_STATUSES = ['pending', 'partial', 'completed'] as const;
export const paymentStatus = z.enum(PAYMENT_STATUSES, { error: 'Invalid payment status' });
export type PaymentStatus = z.infer<typeof paymentStatus>;

/**
 * Every payment status may move to every other one. Completing a cancelled order is refused too,
 * but that rule reads the order's status, so it sits with the move, not in this table.
 */
export const PAYMENT_STATUS_NEXT: Transitions<PaymentStatus> = {
  pending: ['partial', 'completed'],
  partial: ['pending', 'completed'],
  completed: ['pending', 'partial'],
};

// --- a card checkout's draft (decision 020): it holds one unit until paid, expired or refunded

export const DRAFT_STATUSES = ['open', 'expired', 'ordered', 'refunded'] as const;
export const draftStatus = z.enum(DRAFT_STATUSES);
export type DraftStatus = z.infer<typeof draftStatus>;

/**
 * An open draft expires when its hold ends unpaid; a payment that arrives (even after the hold
 * ended) makes its order, or, when the work was sold meanwhile, refunds it. Ordered and refunded
 * are final.
 */
export const DRAFT_STATUS_NEXT: Transitions<DraftStatus> = {
  open: ['expired', 'ordered', 'refunded'],
  expired: ['ordered', 'refunded'],
  ordered: [],
  refunded: [],
};

// --- an invoice order's hold on its works (decisions 028, 052)

export const HOLD_STATUSES = ['unconfirmed', 'confirmed', 'released'] as const;
export const holdStatus = z.enum(HOLD_STATUSES);
export type HoldStatus = z.infer<typeof holdStatus>;

/**
 * A new invoice order holds its works unconfirmed for 30 minutes; the buyer's link, an admin's
 * Extend Hold or a recorded payment makes it confirmed (a confirmed hold may also be moved to a later
 * day: not a change of status); it is released when its time runs out unpaid or an admin releases it.
 * Released is final.
 */
export const HOLD_STATUS_NEXT: Transitions<HoldStatus> = {
  unconfirmed: ['confirmed', 'released'],
  confirmed: ['released'],
  released: [],
};

// --- an offer on a work (gallery.md §5, decision 068)

export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'expired', 'ordered'] as const;
export const offerStatus = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatus>;

/**
 * A collector's offer waits `open` for the gallery: accepted (a unit held for the collector 48 hours),
 * declined, or countered with an amount. A counter waits 48 hours for the collector, who accepts it
 * (the unit is held then) or lets it lapse; the gallery may still decline it. An accepted offer is
 * bought (`ordered`: the order takes the unit over) or expires, which gives the unit back.
 */
export const OFFER_STATUS_NEXT: Transitions<OfferStatus> = {
  open: ['accepted', 'declined', 'countered'],
  countered: ['accepted', 'declined', 'expired'],
  accepted: ['ordered', 'expired'],
  declined: [],
  expired: [],
  ordered: [],
};

// --- a work held for a collector by the gallery (gallery.md §5, decision 068)

export const COLLECTOR_HOLD_STATUSES = ['active', 'released'] as const;
export const collectorHoldStatus = z.enum(COLLECTOR_HOLD_STATUSES);
export type CollectorHoldStatus = z.infer<typeof collectorHoldStatus>;

/** A hold keeps one unit until its day (the release job) or Release now; released is final. */
export const COLLECTOR_HOLD_STATUS_NEXT: Transitions<CollectorHoldStatus> = {
  active: ['released'],
  released: [],
};

// --- a newsletter delivery (decision 024): one recipient of one campaign

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export const deliveryStatus = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatus>;

/** A pending delivery is settled once: sent, failed, or skipped (the address unsubscribed meanwhile). */
export const DELIVERY_STATUS_NEXT: Transitions<DeliveryStatus> = {
  pending: ['sent', 'failed', 'skipped'],
  sent: [],
  failed: [],
  skipped: [],
};

// --- statuses without a table of moves: each is set by one repo function, and the database's CHECK
// (migration 028) holds the same list.

/** A card payment: created with its intent; paid, or waiting for its refund (the work sold meanwhile); refunded. */
export const CARD_PAYMENT_STATUSES = ['created', 'succeeded', 'refund_pending', 'refunded'] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

/** A month of storage: billed (pending) until the admin records it paid. */
export const STORAGE_PERIOD_STATUSES = ['pending', 'paid'] as const;
export type StoragePeriodStatus = (typeof STORAGE_PERIOD_STATUSES)[number];

/** A newsletter campaign: sending until no delivery is pending. */
export const CAMPAIGN_STATUSES = ['sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A job in the outbox: waiting, claimed by a worker, done, or failed for good. */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
