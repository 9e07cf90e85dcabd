import { SEARCH_MAX_LENGTH } from '@vernissage/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { PRICE_BANDS, priceBandOf, priceLabel } from './filter-chips.ts';
import { FilterSelect } from './filter-select.tsx';
import { COLLECTION_SHORTCUTS, type GalleryFilters } from './gallery-filters.ts';

export type ArtistOption = { id: string; name: string };

type Props = {
  id: string;
  filters: GalleryFilters;
  artists: ArtistOption[];
  onChange: (next: GalleryFilters) => void;
  className?: string;
};

const knownCollections = Object.values(COLLECTION_SHORTCUTS);

/** Search within, artist, collection and price: each change goes straight to the URL. */
export function FilterPanel({ id, filters, artists, onChange, className = '' }: Props) {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const band = priceBandOf(filters.minPrice, filters.maxPrice);
  const collections = [...new Set([...knownCollections, ...filters.collections])];
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: search.trim() });
  };
  return (
    <div id={id} className={`grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:contents ${className}`}>
      <form onSubmit={submitSearch} className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="label-caps text-muted">
          Search the collection
        </label>
        <div className="relative">
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Title, artist, medium…"
            className="min-h-11 w-full border-b border-line bg-transparent py-2 pr-10 text-[0.9375rem] placeholder:text-muted hover:border-ink focus-visible:border-ink"
          />
          <button
            type="submit"
            aria-label="Search"
            className="absolute top-0 right-0 grid size-11 place-items-center text-muted hover:text-ink"
          >
            <Search aria-hidden className="size-4" strokeWidth={1.5} />
          </button>
        </div>
      </form>
      <FilterSelect
        id={`${id}-artist`}
        label="Artist"
        value={filters.artists.length === 1 ? (filters.artists[0] ?? '') : ''}
        onChange={(v) => onChange({ ...filters, artists: v ? [v] : [] })}
      >
        <option value="">{filters.artists.length > 1 ? `${filters.artists.length} artists` : 'All artists'}</option>
        {artists.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-collection`}
        label="Collection"
        value={filters.collections.length === 1 ? (filters.collections[0] ?? '') : ''}
        onChange={(v) => onChange({ ...filters, collections: v ? [v] : [] })}
      >
        <option value="">
          {filters.collections.length > 1 ? `${filters.collections.length} collections` : 'All collections'}
        </option>
        {collections.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-price`}
        label="Price"
        value={String(band)}
        onChange={(v) => {
          const chosen = PRICE_BANDS[Number(v)];
          if (v === 'custom') return;
          onChange({ ...filters, minPrice: chosen?.min ?? null, maxPrice: chosen?.max ?? null });
        }}
      >
        <option value="-1">Any price</option>
        {PRICE_BANDS.map((b, i) => (
          <option key={b.label} value={String(i)}>
            {b.label}
          </option>
        ))}
        {band === 'custom' && <option value="custom">{priceLabel(filters.minPrice, filters.maxPrice)}</option>}
      </FilterSelect>
    </div>
  );
}
