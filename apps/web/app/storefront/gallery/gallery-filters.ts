import {
  type ArtworkFilters,
  DEFAULT_SORT,
  FILTER_VALUE_MAX_LENGTH,
  FILTER_VALUES_MAX,
  isSortDirection,
  isSortKey,
  MEDIUM_MAX_LENGTH,
  PRICE_FILTER_MAX,
  SEARCH_MAX_LENGTH,
  SORT_OPTIONS,
  type SortDirection,
  type SortKey,
} from '@vernissage/contract';

/** Everything the gallery can be narrowed by; the URL is its only home (shareable, back restores). */
export type GalleryFilters = {
  /** A medium category (`paintings`...) or free medium text. */
  medium: string | null;
  /** Works added within the shop's new-arrival window (`?filter=new-arrivals`). */
  newArrivals: boolean;
  /** Limited editions only (`?filter=limited-editions`). */
  limited: boolean;
  collections: string[];
  artists: string[];
  formats: string[];
  tags: string[];
  minPrice: number | null;
  maxPrice: number | null;
  sortBy: SortKey;
  sortDirection: SortDirection;
  search: string;
};

export type GalleryView = 'grid' | 'list';

export const EMPTY_FILTERS: GalleryFilters = {
  medium: null,
  newArrivals: false,
  limited: false,
  collections: [],
  artists: [],
  formats: [],
  tags: [],
  minPrice: null,
  maxPrice: null,
  sortBy: DEFAULT_SORT.key,
  sortDirection: DEFAULT_SORT.direction,
  search: '',
};

/** `?filter=` values that select works by their own facts rather than a medium (header menu links). */
export const SHORTCUTS = { 'new-arrivals': 'New Arrivals', 'limited-editions': 'Limited Editions' } as const;

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];
/**
 * A list filter within the API's bounds: over-long values are dropped and the list is cut, so a
 * hostile URL reads like a normal one and the browser's later page requests are not refused.
 */
const bounded = (values: string[]) =>
  unique(values.filter((v) => v.length <= FILTER_VALUE_MAX_LENGTH)).slice(0, FILTER_VALUES_MAX);

function price(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= PRICE_FILTER_MAX ? n : null;
}

/** A sort key alone sorts the way its first menu option does (price: low to high). */
const defaultDirection = (key: SortKey): SortDirection =>
  SORT_OPTIONS.find((o) => o.key === key)?.direction ?? DEFAULT_SORT.direction;

/**
 * The filters a gallery URL asks for, capped to the catalog's bounds. `filter=` and `category=` both
 * name a medium (or a shortcut).
 */
export function parseGalleryParams(params: URLSearchParams): GalleryFilters {
  let medium: string | null = null;
  let newArrivals = false;
  let limited = false;
  for (const raw of [...params.getAll('filter'), ...params.getAll('category')].slice(0, FILTER_VALUES_MAX)) {
    const value = raw.trim().toLowerCase();
    if (!value || value.length > MEDIUM_MAX_LENGTH) continue;
    if (value === 'new-arrivals') newArrivals = true;
    else if (value === 'limited-editions') limited = true;
    else medium ??= value;
  }
  const rawSort = params.get('sortBy');
  const sortBy = isSortKey(rawSort) ? rawSort : DEFAULT_SORT.key;
  const rawDirection = params.get('sortDirection');
  return {
    medium,
    newArrivals,
    limited,
    collections: bounded(params.getAll('collection')),
    artists: bounded(params.getAll('artist')),
    formats: bounded(params.getAll('format')),
    tags: bounded(params.getAll('tags')),
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    sortBy,
    sortDirection: isSortDirection(rawDirection) ? rawDirection : defaultDirection(sortBy),
    search: params.get('search')?.trim().slice(0, SEARCH_MAX_LENGTH).trim() ?? '',
  };
}

export function parseGalleryView(params: URLSearchParams): GalleryView {
  return params.get('view') === 'list' ? 'list' : 'grid';
}

/** The canonical query string of a set of filters (defaults left out), plus the view. */
export function galleryParams(f: GalleryFilters, view: GalleryView = 'grid'): URLSearchParams {
  const p = new URLSearchParams();
  if (f.medium) p.append('filter', f.medium);
  if (f.newArrivals) p.append('filter', 'new-arrivals');
  if (f.limited) p.append('filter', 'limited-editions');
  for (const c of f.collections) p.append('collection', c);
  for (const a of f.artists) p.append('artist', a);
  for (const x of f.formats) p.append('format', x);
  for (const t of f.tags) p.append('tags', t);
  if (f.minPrice !== null) p.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== null) p.set('maxPrice', String(f.maxPrice));
  if (f.sortBy !== DEFAULT_SORT.key || f.sortDirection !== DEFAULT_SORT.direction) {
    p.set('sortBy', f.sortBy);
    p.set('sortDirection', f.sortDirection);
  }
  if (f.search) p.set('search', f.search);
  if (view === 'list') p.set('view', 'list');
  return p;
}

/** The `GET /api/artworks` query for these filters (without paging). */
export function toArtworkQuery(f: GalleryFilters): ArtworkFilters {
  const q: ArtworkFilters = { sortBy: f.sortBy, sortDirection: f.sortDirection };
  if (f.medium) q.medium = f.medium;
  if (f.newArrivals) q.newArrivals = 'true';
  if (f.limited) q.limited = 'true';
  if (f.collections.length) q.collection = f.collections;
  if (f.artists.length) q.artist = f.artists;
  if (f.formats.length) q.format = f.formats;
  if (f.tags.length) q.tags = f.tags;
  if (f.minPrice !== null) q.minPrice = f.minPrice;
  if (f.maxPrice !== null) q.maxPrice = f.maxPrice;
  if (f.search) q.search = f.search;
  return q;
}

/** The same query as URL parameters for the browser's fetches, with a page window. */
export function artworkApiParams(f: GalleryFilters, limit: number, offset: number): URLSearchParams {
  const p = new URLSearchParams();
  for (const [key, value] of Object.entries(toArtworkQuery(f))) {
    for (const v of Array.isArray(value) ? value : [value]) p.append(key, String(v));
  }
  p.set('limit', String(limit));
  p.set('offset', String(offset));
  return p;
}

/** How many filters narrow the list (sort order does not count). */
export function activeFilterCount(f: GalleryFilters): number {
  return (
    (f.medium ? 1 : 0) +
    (f.newArrivals ? 1 : 0) +
    (f.limited ? 1 : 0) +
    f.collections.length +
    f.artists.length +
    f.formats.length +
    f.tags.length +
    (f.minPrice !== null || f.maxPrice !== null ? 1 : 0) +
    (f.search ? 1 : 0)
  );
}

/** A key that changes exactly when the list of artworks would (not the view, not an open artwork). */
export function listKey(params: URLSearchParams): string {
  return galleryParams(parseGalleryParams(params)).toString();
}
