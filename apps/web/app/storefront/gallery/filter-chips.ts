import { isMediumCategory, MEDIUM_LABELS } from '@vernissage/contract';
import { formatPrice } from '../../lib/format-price.ts';
import { type GalleryFilters, SHORTCUTS } from './gallery-filters.ts';

/** One active filter, shown as a removable chip; `without` is the filters once it is removed. */
export type FilterChip = { id: string; label: string; without: GalleryFilters };

function mediumLabel(medium: string): string {
  return isMediumCategory(medium) ? MEDIUM_LABELS[medium] : `Medium: ${medium}`;
}

/** A price range in words: '$1,000 – $5,000', 'Under €1,000' (a band's own edges), 'From ¥50,000'. */
export function priceLabel(min: number | null, max: number | null, currency: string, band = false): string {
  const price = (v: number) => formatPrice(v, currency);
  if (min !== null && max !== null) return `${price(min)} – ${price(max)}`;
  if (min !== null) return `${band ? 'Over' : 'From'} ${price(min)}`;
  return `${band ? 'Under' : 'Up to'} ${price(max ?? 0)}`;
}

const drop = (list: string[], value: string) => list.filter((v) => v !== value);

/** The chips of every active filter, in the order of the filter panel. */
export function filterChips(
  f: GalleryFilters,
  artistName: (idOrName: string) => string,
  currency: string,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (f.medium) chips.push({ id: 'medium', label: mediumLabel(f.medium), without: { ...f, medium: null } });
  if (f.newArrivals) {
    chips.push({ id: 'new-arrivals', label: SHORTCUTS['new-arrivals'], without: { ...f, newArrivals: false } });
  }
  if (f.limited) {
    chips.push({ id: 'limited-editions', label: SHORTCUTS['limited-editions'], without: { ...f, limited: false } });
  }
  for (const a of f.artists) {
    chips.push({ id: `artist:${a}`, label: artistName(a), without: { ...f, artists: drop(f.artists, a) } });
  }
  for (const c of f.collections) {
    chips.push({ id: `collection:${c}`, label: c, without: { ...f, collections: drop(f.collections, c) } });
  }
  for (const x of f.formats) {
    chips.push({ id: `format:${x}`, label: `Format: ${x}`, without: { ...f, formats: drop(f.formats, x) } });
  }
  for (const t of f.tags) {
    chips.push({ id: `tag:${t}`, label: `Tag: ${t}`, without: { ...f, tags: drop(f.tags, t) } });
  }
  if (f.minPrice !== null || f.maxPrice !== null) {
    chips.push({
      id: 'price',
      label: priceLabel(f.minPrice, f.maxPrice, currency),
      without: { ...f, minPrice: null, maxPrice: null },
    });
  }
  if (f.search) chips.push({ id: 'search', label: `“${f.search}”`, without: { ...f, search: '' } });
  return chips;
}

/** Price bands offered in the filter panel (any min/max from a URL still works, as a custom band). */
export const PRICE_BANDS: { min: number | null; max: number | null }[] = [
  { min: null, max: 1000 },
  { min: 1000, max: 5000 },
  { min: 5000, max: 10000 },
  { min: 10000, max: 20000 },
  { min: 20000, max: null },
];

/** The band matching a min/max pair: its index, -1 for none, or 'custom'. */
export function priceBandOf(min: number | null, max: number | null): number | 'custom' {
  if (min === null && max === null) return -1;
  const i = PRICE_BANDS.findIndex((b) => b.min === min && b.max === max);
  return i === -1 ? 'custom' : i;
}
