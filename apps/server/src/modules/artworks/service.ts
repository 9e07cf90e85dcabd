import type { Artwork, ArtworkFacets, ArtworkFilters, ArtworkPage, ArtworkQuery } from '@vernissage/contract';
import { catalogHandleOf, type Db } from '../../db/connection.ts';
import { dialectOf } from '../../db/tx.ts';
import { type CatalogReadDeps, cacheKey } from '../../platform/cache/catalog-cache.ts';
import { systemClock } from '../../platform/clock.ts';
import { type JsonBody, jsonBody } from '../../platform/http/json-body.ts';
import {
  countByArtist,
  findArtworkStamps,
  findSearchSources,
  hasAnyArtwork,
  insertArtworkSeedRows,
  setSearchText,
} from './admin-repo.ts';
import { toArtworks } from './artwork-mapper.ts';
import type { OrderTerm } from './artwork-order.ts';
import { artworkSearchText, categoryLabels, categoryMask } from './artwork-rows.ts';
import { findLabelBits } from './label-sets.ts';
import {
  type ArtworkFilter,
  type ArtworkPageFilter,
  countArtworks,
  findArtworkParts,
  findArtworkRows,
  findFacets,
} from './repo.ts';
import { findTextMatch } from './text-match.ts';

export { editionStock } from './edition-stock.ts';
/** For the demo seeder: whether any artwork exists, and its bulk insert inside a transaction. */
export { artworkSearchText, categoryLabels, categoryMask, hasAnyArtwork, insertArtworkSeedRows };

/** One page of artworks (at most the contract's page size) and the number of matches. */
export function listArtworks(deps: CatalogReadDeps, query: ArtworkQuery): Promise<ArtworkPage> {
  const load = () => readArtworks(deps, query);
  return deps.cache ? deps.cache.get(cacheKey('artworks', query), load) : load();
}

/** The same page as a prepared HTTP body, built once per cached entry for the JSON API. */
export async function listArtworksBody(
  deps: CatalogReadDeps,
  query: ArtworkQuery,
): Promise<{ body: JsonBody; total: number; current(): boolean }> {
  const load = () => readArtworks(deps, query);
  if (!deps.cache) {
    const page = await load();
    return { body: jsonBody(page.items), total: page.total, current: () => false };
  }
  const { value, body, current } = await deps.cache.json(cacheKey('artworks', query), load, (p) => p.items);
  return { body, total: value.total, current };
}

/** A work is a new arrival for this many days after it is added, unless the server is told otherwise. */
const DEFAULT_NEW_ARRIVAL_DAYS = 60;
const DAY_MS = 86_400_000;

/** The repo's filter: "new arrivals" becomes the moment a work must have been added after. */
function toFilter(deps: CatalogReadDeps, query: ArtworkQuery | ArtworkFilters): ArtworkFilter | ArtworkPageFilter {
  const { newArrivals, ...filter } = query;
  if (newArrivals !== 'true') return filter;
  const days = deps.newArrivalDays ?? DEFAULT_NEW_ARRIVAL_DAYS;
  const now = (deps.clock ?? systemClock).now().getTime();
  return { ...filter, addedSince: new Date(now - days * DAY_MS).toISOString() };
}

/**
 * Reads afresh; `order` replaces the query's sort (the back office lists newest first). Public reads
 * always carry a limit (the contract's default); only the back office reads every match, by filters alone,
 * and with `storedPrices` sees the prices of works on request.
 */
export async function readArtworks(
  deps: CatalogReadDeps,
  query: ArtworkQuery | ArtworkFilters,
  order?: OrderTerm[],
  storedPrices = false,
): Promise<ArtworkPage> {
  const { mediaUrl } = deps;
  const db = catalogHandleOf(deps.db);
  const filter = toFilter(deps, query);
  const text = await findTextMatch(db, filter);
  const bits = await findLabelBits(db, filter);
  const count = () => countOnce(deps, query, () => countArtworks(db, filter, text, bits));
  // PostgreSQL answers on several pooled connections: a page's count runs beside its rows and parts
  // (wasted only when the page turns out short). SQLite runs one statement at a time: count if needed.
  const counting = dialectOf(db) === 'postgres' && 'limit' in query ? count() : undefined;
  counting?.catch(() => undefined);
  const rows = await findArtworkRows(db, filter, order, text, bits);
  const ids = rows.map((r) => r.id);
  const [parts, total] = await Promise.all([
    findArtworkParts(db, ids),
    knownTotal(query, rows.length) ?? counting ?? count(),
  ]);
  return { items: toArtworks(rows, parts, mediaUrl, storedPrices), total };
}

/** One artwork in the storefront's shape, or undefined when the gallery has none by that id. */
export async function getPublicArtwork(deps: CatalogReadDeps, id: string): Promise<Artwork | undefined> {
  return (await readArtworks(deps, { ids: [id] })).items[0];
}

/**
 * The count depends on the filters alone: with a cache, one count per filter set and cache
 * generation serves every sort and page of it (cleared with the pages on every catalog write).
 */
function countOnce(deps: CatalogReadDeps, query: ArtworkQuery | ArtworkFilters, count: () => Promise<number>) {
  if (!deps.cache) return count();
  const { sortBy: _by, sortDirection: _direction, ...filters } = query;
  const { limit: _limit, offset: _offset, ...key } = filters as Partial<ArtworkQuery>;
  return deps.cache.get(cacheKey('artwork-count', key), count);
}

/** The number of matches when the page itself tells it (a short page, or no page at all); else a count is needed. */
function knownTotal(query: ArtworkQuery | ArtworkFilters, found: number): number | undefined {
  if (!('limit' in query)) return found;
  const offset = query.offset ?? 0;
  return found < query.limit && (found > 0 || offset === 0) ? offset + found : undefined;
}

/** The collections, tags and format names in use, for the gallery's filter panel (cached like a page). */
export function listArtworkFacets(deps: CatalogReadDeps): Promise<ArtworkFacets> {
  const load = async (): Promise<ArtworkFacets> => {
    const { labels, formats } = await findFacets(deps.db);
    const of = (kind: string) => labels.filter((l) => l.kind === kind).map((l) => l.value);
    return { collections: of('collection'), tags: of('tag'), formats };
  };
  return deps.cache ? deps.cache.get('artwork-facets', load) : load();
}

/** Number of artworks per artist id (artists without artworks are absent). */
export async function artworkCountsByArtist(db: Db): Promise<Map<string, number>> {
  return new Map((await countByArtist(db)).map((r) => [r.artist_id, Number(r.n)]));
}

/** Recomputes the search text of an artist's artworks after a rename; run it in the rename's transaction. */
export async function reindexArtistArtworks(tx: Db, artistId: string, artistName: string): Promise<void> {
  const { rows, labels } = await findSearchSources(tx, artistId);
  for (const r of rows) {
    const own = labels.filter((l) => l.artwork_id === r.id);
    const values = (kind: string) => own.filter((l) => l.kind === kind).map((l) => l.value);
    const text = artworkSearchText({ ...r, artistName, tags: values('tag'), collections: values('collection') });
    await setSearchText(tx, r.id, text);
  }
}

/** Ids and change times of every artwork, for the sitemap. */
export const artworkStamps = (db: Db) => findArtworkStamps(db);
