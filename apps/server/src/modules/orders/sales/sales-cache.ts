import type { SalesOverview } from '@vernissage/contract';
import type { Clock } from '../../../platform/clock.ts';

/**
 * The Sales tab's answers, kept ten seconds from the moment each one is computed. Computing one
 * on 100,000 orders takes longer than the orders list's one-second life, so this cache counts from
 * when an answer lands and lets every request that arrives meanwhile wait for the same computation
 * (never a second one beside it). Any write in this process clears it at once (register-modules.ts).
 */
const SALES_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 50;

export type SalesCache = {
  get(key: string, load: () => Promise<SalesOverview>): Promise<SalesOverview>;
  invalidate(): void;
};

export function createSalesCache(clock: Clock, ttlMs = SALES_CACHE_TTL_MS): SalesCache {
  type Entry = { value: Promise<SalesOverview>; landedAt?: number };
  const entries = new Map<string, Entry>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && (hit.landedAt === undefined || clock.now().getTime() - hit.landedAt < ttlMs)) return hit.value;
      const entry: Entry = { value: load() };
      entries.set(key, entry);
      entry.value.then(
        () => {
          entry.landedAt = clock.now().getTime();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      while (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return entry.value;
    },
    invalidate() {
      entries.clear();
    },
  };
}
