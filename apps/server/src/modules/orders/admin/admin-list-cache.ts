import type { AdminOrdersQuery } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import { type CatalogCache, createCatalogCache, MB } from '../../../platform/cache/catalog-cache.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { JsonBody } from '../../../platform/http/json-body.ts';
import { listAdminOrders } from './admin-service.ts';

/**
 * The Orders tab's pages, kept for one second: a page costs four queries and a view of every
 * order, and the tab (with its filters and Refresh) asks for the same page again and again. Any
 * write in this process clears it at once (register-modules.ts), and tells the other nodes on
 * PostgreSQL (invalidation-bus.ts); the calendar (owed storage months) shows within the second. Order details are never cached.
 */
const ORDERS_LIST_TTL_MS = 1000;
/** A page of the list is at most a few hundred KB; this keeps dozens of filter combinations. */
const ORDERS_LIST_CACHE_BYTES = 16 * MB;

export function createOrdersListCache(clock: Clock): CatalogCache {
  return createCatalogCache({ clock, ttlMs: ORDERS_LIST_TTL_MS, maxBytes: ORDERS_LIST_CACHE_BYTES });
}

/** One page of the list as a prepared JSON body (bytes, ETag, gzip), from the cache when fresh. */
export async function adminOrdersPage(
  deps: { db: Db; clock: Clock; listCache: CatalogCache },
  q: AdminOrdersQuery,
): Promise<JsonBody> {
  const key = JSON.stringify([
    q.email ?? '',
    q.fulfillmentType ?? '',
    q.paymentStatus ?? '',
    q.status ?? '',
    q.skip,
    q.limit,
  ]);
  const { body } = await deps.listCache.json(
    key,
    () => listAdminOrders(deps, q),
    (page) => page,
  );
  return body;
}
