import type { Db } from '../../db/connection.ts';
import { findAllOrderedArtworkIds, findOrderedArtworkIds } from './core/order-repo.ts';

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
