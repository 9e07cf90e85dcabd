import type { Clock } from '../clock.ts';

/**
 * Answers that take a while to compute (an overview over 100,000 rows), kept `ttlMs` from the moment
 * each one lands: every request that arrives meanwhile waits for the same computation, never a
 * second one beside it; a failed one is forgotten. The owner clears it on every write.
 */
export type ComputedCache<T> = {
  get(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
};

const MAX_ENTRIES = 50;

export function createComputedCache<T>(clock: Clock, ttlMs: number): ComputedCache<T> {
  type Entry = { value: Promise<T>; landedAt?: number };
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
