import type { SoldLine } from '../../payouts/index.ts';
import { editionTextOf } from '../core/order-edition.ts';
import type { OrderItemRow } from '../core/order-rows.ts';

/** An order's lines as the artists' ledger records them: the line total, the edition text. */
export const soldLinesOf = (items: readonly OrderItemRow[]): SoldLine[] =>
  items.map((i) => ({
    orderItemId: i.id,
    artworkId: i.artwork_id,
    title: i.title,
    edition: editionTextOf(i),
    amountCents: Number(i.unit_price_cents) * Number(i.quantity),
  }));
