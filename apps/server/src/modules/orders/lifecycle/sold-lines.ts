import type { SoldLine } from '../../payouts/index.ts';
import { editionTextOf } from '../core/order-edition.ts';
import type { OrderItemRow } from '../core/order-rows.ts';

/** An order's lines as the artists' ledger records them: the line total, the edition text. */
type SoldItem = Pick<
  OrderItemRow,
  'id' | 'artwork_id' | 'title' | 'unit_price_cents' | 'quantity' | 'edition_size' | 'edition_numbers'
>;

/** The lines as just written or as read back: no second read of what the caller holds. */
export const soldLinesOf = (items: readonly SoldItem[]): SoldLine[] =>
  items.map((i) => ({
    orderItemId: i.id,
    artworkId: i.artwork_id,
    title: i.title,
    edition: editionTextOf(i),
    amountCents: Number(i.unit_price_cents) * Number(i.quantity),
  }));
