import { percentile } from './checkout.ts';

export type ColdFigures = { requests: number; p50Ms: number; p99Ms: number; maxMs: number };

/**
 * Each path fetched once, one after another, so no answer comes from a cache: how long a screen
 * waits when its figures are computed afresh (a period or range nobody asked for yet).
 */
export async function coldRequests(
  url: string,
  paths: string[],
  headers: Record<string, string>,
): Promise<ColdFigures> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(url + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    requests: paths.length,
    p50Ms: Math.round(percentile(times, 0.5)),
    p99Ms: Math.round(percentile(times, 0.99)),
    maxMs: Math.round(times.at(-1) ?? 0),
  };
}

/** Day 1 to `count` of a month as two digits: the ends of ranges that each differ from the last. */
export const daysUpTo = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => String(i + 1).padStart(2, '0'));
