import type { SalesOverview } from '@vernissage/contract';
import { type ComputedCache, createComputedCache } from '../../../platform/cache/computed-cache.ts';
import type { Clock } from '../../../platform/clock.ts';

/**
 * The Sales tab's answers, kept ten seconds from the moment each one is computed. Computing one
 * on 100,000 orders takes longer than the orders list's one-second life, so this cache counts from
 * when an answer lands and lets every request that arrives meanwhile wait for the same computation
 * (never a second one beside it). Any write in this process clears it at once (register-modules.ts).
 */
const SALES_CACHE_TTL_MS = 10_000;

export type SalesCache = ComputedCache<SalesOverview>;

export const createSalesCache = (clock: Clock, ttlMs = SALES_CACHE_TTL_MS): SalesCache =>
  createComputedCache<SalesOverview>(clock, ttlMs);
