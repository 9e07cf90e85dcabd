import type { PayoutSummary } from '@vernissage/contract';
import { type ComputedCache, createComputedCache } from '../../platform/cache/computed-cache.ts';
import type { Clock } from '../../platform/clock.ts';

/** The Artist Payouts tab's period summaries, ten seconds at most; any write clears them (register-modules.ts). */
export const createPayoutsCache = (clock: Clock, ttlMs = 10_000): ComputedCache<PayoutSummary> =>
  createComputedCache<PayoutSummary>(clock, ttlMs);
