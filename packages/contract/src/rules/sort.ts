import type { SortDirection, SortKey } from '../catalog.ts';

export type SortOption = { key: SortKey; label: string; direction: SortDirection };

/** The storefront's sort options, in menu order; the first is the default. */
export const SORT_OPTIONS: SortOption[] = [
  { key: 'featured', label: 'Featured', direction: 'desc' },
  { key: 'price', label: 'Price: Low to High', direction: 'asc' },
  { key: 'price', label: 'Price: High to Low', direction: 'desc' },
  { key: 'title', label: 'Name: A to Z', direction: 'asc' },
  { key: 'year', label: 'Newest First', direction: 'desc' },
];
export const DEFAULT_SORT: SortOption = SORT_OPTIONS[0] as SortOption;

// Plain guards (no zod) for the browser's first-load bundle; the Record keeps the keys in step with `sortKey`.
const SORT_KEYS: Record<SortKey, true> = { featured: true, price: true, title: true, year: true };
export const isSortKey = (value: unknown): value is SortKey =>
  typeof value === 'string' && Object.hasOwn(SORT_KEYS, value);
export const isSortDirection = (value: unknown): value is SortDirection => value === 'asc' || value === 'desc';
