import type { Db } from '../../db/connection.ts';
import { findAllOrderedArtworkIds, findInvoiceNumbers, findOrderedArtworkIds } from './core/order-repo.ts';

/**
 * Whether an order or an open checkout names the artwork: such a work keeps its link to the
 * order's history and cannot be deleted (it can be marked sold).
 */
export async function hasOrders(db: Db, artworkId: string): Promise<boolean> {
  return (await findOrderedArtworkIds(db, [artworkId])).has(artworkId);
}

/** The artworks among `artworkIds` (every artwork when omitted) that have orders. */
export function artworksWithOrders(db: Db, artworkIds?: string[]): Promise<Set<string>> {
  return artworkIds ? findOrderedArtworkIds(db, artworkIds) : findAllOrderedArtworkIds(db);
}

/** The invoice number of each of these orders (null before it has one). */
export async function invoiceNumbersOf(db: Db, orderIds: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await findInvoiceNumbers(db, orderIds);
  return new Map(rows.map((r) => [r.id, r.invoice_number]));
}
