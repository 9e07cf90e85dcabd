import type { LighthouseScores } from './lighthouse.ts';
import type { LoadResult } from './load.ts';

/** Issue 3's targets on 2 cores. */
export const API_TARGET = { requestsPerSec: 3000, p99Ms: 30 };
export const LIGHTHOUSE_FLOOR = 95;
export const FIRST_LOAD_JS_TARGET_KB = 150;

// A medium category and a sort option of the gallery; 'blue' is in some seeded
// works' search text and not in others (the bench prints the number of matches to show it).
const MEDIUM = 'paintings';
const SEARCH = 'blue';

/** The gallery's calls, as a browser makes them (it always accepts compressed answers). */
export const apiScenarios = [
  { name: 'gallery filter', path: `/api/artworks?limit=24&medium=${MEDIUM}&sortBy=price&sortDirection=asc` },
  { name: 'search', path: `/api/artworks?search=${SEARCH}&limit=24` },
];
export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

export type ApiScenarioResult = LoadResult & { name: string; matches: number; verdict: 'PASS' | 'MISS' };

export const apiVerdict = (r: LoadResult): 'PASS' | 'MISS' =>
  r.requestsPerSec > API_TARGET.requestsPerSec && r.p99Ms < API_TARGET.p99Ms && r.errors + r.non2xx + r.timeouts === 0
    ? 'PASS'
    : 'MISS';

/** MISS when any category is below the floor (the aim is 100 everywhere). */
export const lighthouseVerdict = (p: LighthouseScores): 'PASS' | 'MISS' =>
  Math.min(p.performance, p.accessibility, p.bestPractices, p.seo) < LIGHTHOUSE_FLOOR ? 'MISS' : 'PASS';

/** The storefront pages Lighthouse visits, with one artist and one artwork taken from the API. */
export async function storefrontPages(base: string): Promise<string[]> {
  const first = async (path: string) => {
    const list = (await (await fetch(base + path)).json()) as { id: string }[];
    if (!list[0]) throw new Error(`${path} returned nothing to visit`);
    return list[0].id;
  };
  const artist = await first('/api/artists');
  const artwork = await first('/api/artworks?limit=1');
  return ['/', '/gallery', '/artists', `/artist/${artist}`, `/artworks/${artwork}`];
}

/** The number of artworks a scenario's filters match (X-Total-Count), to show the query is selective. */
export async function matchesOf(base: string, path: string): Promise<number> {
  const res = await fetch(base + path, { headers: { accept: 'application/json' } });
  return Number(res.headers.get('x-total-count') ?? 0);
}
