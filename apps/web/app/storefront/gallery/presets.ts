import { EMPTY_FILTERS, type GalleryFilters } from './gallery-filters.ts';

/** A saved set of gallery filters (a name and a filters object), kept in localStorage. */
export type FilterPreset = { name: string; filters: GalleryFilters };

export const PRESETS_KEY = 'galleryFilterPresets';
const MAX_NAME = 60;

/** Adds a preset; an empty or blank name saves nothing; a name already used is replaced. */
export function savePreset(list: FilterPreset[], name: string | null, filters: GalleryFilters): FilterPreset[] {
  const clean = name?.trim().slice(0, MAX_NAME) ?? '';
  if (!clean) return list;
  const others = list.filter((p) => p.name.toLowerCase() !== clean.toLowerCase());
  return [...others, { name: clean, filters }];
}

export function deletePreset(list: FilterPreset[], name: string): FilterPreset[] {
  return list.filter((p) => p.name !== name);
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/** Stored presets, tolerating anything unreadable (skipped) and filters saved by older versions. */
export function parsePresets(raw: string | null): FilterPreset[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): FilterPreset[] => {
    const { name, filters } = (item ?? {}) as { name?: unknown; filters?: Record<string, unknown> };
    if (typeof name !== 'string' || !name.trim() || typeof filters !== 'object' || filters === null) return [];
    const f: GalleryFilters = {
      ...EMPTY_FILTERS,
      medium: typeof filters.medium === 'string' ? filters.medium : null,
      newArrivals: filters.newArrivals === true,
      limited: filters.limited === true,
      collections: strings(filters.collections),
      artists: strings(filters.artists),
      formats: strings(filters.formats),
      tags: strings(filters.tags),
      minPrice: num(filters.minPrice),
      maxPrice: num(filters.maxPrice),
      search: typeof filters.search === 'string' ? filters.search : '',
    };
    const sortBy = filters.sortBy;
    const direction = filters.sortDirection;
    if (sortBy === 'featured' || sortBy === 'price' || sortBy === 'title' || sortBy === 'year') f.sortBy = sortBy;
    if (direction === 'asc' || direction === 'desc') f.sortDirection = direction;
    return [{ name, filters: f }];
  });
}
