import { splitSale } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { newId } from '../../platform/ids.ts';
import { shareTermsOf } from '../artworks/index.ts';
import { findPayablesOfOrder, insertPayables } from './payables-repo.ts';

/** An order line as sold, for the ledger. */
export type SoldLine = {
  orderItemId: string;
  artworkId: string | null;
  title: string;
  /** 'Edition 3/10' or 'Unique work'. */
  edition: string;
  /** The line total in cents, without shipping and tax. */
  amountCents: number;
};

type Entry = Awaited<ReturnType<typeof findPayablesOfOrder>>[number];

/** Lines whose last entry is a sale: the sales that stand (an order may be paid, unpaid, paid again). */
function standing(entries: readonly Entry[]): Map<string, Entry> {
  const last = new Map<string, Entry>();
  for (const e of entries) last.set(e.order_item_id, e);
  return new Map([...last].filter(([, e]) => e.kind === 'sale'));
}

/**
 * Records, inside the transaction that makes the order's payment `completed`, one payable per line
 * that has no standing sale: the artist, the rate of the day (the work's, else its artist's; 100%
 * for a work the gallery owns), the commission rounded to the cent and the artist's share the rest
 * (decision 067). Lines already recorded are skipped, so a repeated completion records nothing twice.
 * A line whose work no longer exists is not recorded (the shop keeps works with orders).
 */
export async function recordSales(tx: Db, orderId: string, lines: readonly SoldLine[], at: string): Promise<void> {
  const recorded = standing(await findPayablesOfOrder(tx, orderId));
  const fresh = lines.filter((l) => l.artworkId !== null && !recorded.has(l.orderItemId));
  const terms = await shareTermsOf(
    tx,
    fresh.flatMap((l) => (l.artworkId ? [l.artworkId] : [])),
  );
  await insertPayables(
    tx,
    fresh.flatMap((line) => {
      const term = line.artworkId ? terms.get(line.artworkId) : undefined;
      if (!term) return [];
      const { commissionCents, shareCents } = splitSale(line.amountCents, term.rateBp);
      return [
        {
          id: newId(),
          artist_id: term.artistId,
          artwork_id: line.artworkId,
          order_id: orderId,
          order_item_id: line.orderItemId,
          kind: 'sale' as const,
          title: line.title,
          edition: line.edition,
          amount_cents: line.amountCents,
          rate_bp: term.rateBp,
          commission_cents: commissionCents,
          share_cents: shareCents,
          recorded_at: at,
        },
      ];
    }),
  );
}

/**
 * Reverses every standing sale of the order (a paid order cancelled, or its payment leaving
 * `completed`): a new entry with the sale's amounts negated, inside the caller's transaction.
 * Nothing is edited or deleted; reversing twice reverses once.
 */
export async function reverseSales(tx: Db, orderId: string, at: string): Promise<void> {
  const sales = standing(await findPayablesOfOrder(tx, orderId));
  await insertPayables(
    tx,
    [...sales.values()].map((sale) => ({
      id: newId(),
      artist_id: sale.artist_id,
      artwork_id: sale.artwork_id,
      order_id: sale.order_id,
      order_item_id: sale.order_item_id,
      kind: 'reversal' as const,
      title: sale.title,
      edition: sale.edition,
      amount_cents: -Number(sale.amount_cents),
      rate_bp: Number(sale.rate_bp),
      commission_cents: -Number(sale.commission_cents),
      share_cents: -Number(sale.share_cents),
      recorded_at: at,
    })),
  );
}
