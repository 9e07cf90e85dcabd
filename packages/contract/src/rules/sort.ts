import type { SortDirection, SortKey } from '../catalog.ts';

export type SortOption = { key: SortKey; label: string; direction: SortDirection };

/** Storefront spec section 9, in menu order; the first is the default. */
export const SORT_OPTIONS: SortOption[] = [
  { key: 'featured', label: 'Featured', direction: 'desc' },
  { key: 'price', label: 'Price: Low to High', direction: 'asc' },
  { key: 'price', label: 'Price: High to Low', direction: 'desc' },
  { key: 'title', label: 'Name: A to Z', direction: 'asc' },
  { key: 'year', label: 'Newest First', direction: 'desc' },
];
export const DEFAULT_SORT: SortOption = SORT_OPTIONS[0] as SortOption;
