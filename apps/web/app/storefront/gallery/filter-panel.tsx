import { type ArtworkFacets, SEARCH_MAX_LENGTH } from '@vernissage/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useCurrency } from '../../lib/currency.tsx';
import { PRICE_BANDS, priceBandOf, priceLabel } from './filter-chips.ts';
import { FilterSelect } from './filter-select.tsx';
import { type GalleryFilters, SHORTCUTS } from './gallery-filters.ts';

export type ArtistOption = { id: string; name: string };

type Props = {
  id: string;
  filters: GalleryFilters;
  artists: ArtistOption[];
  facets: ArtworkFacets;
  onChange: (next: GalleryFilters) => void;
  className?: string;
};

type ListKey = 'collections' | 'formats' | 'tags';

/** The options of a list filter: every value in use, plus any the URL asks for that is not. */
const optionsOf = (inUse: string[], chosen: string[]) => [...new Set([...inUse, ...chosen])];

/** Search within, show (new arrivals, limited editions), artist, collection, format, tag and price. */
export function FilterPanel({ id, filters, artists, facets, onChange, className = '' }: Props) {
  const currency = useCurrency();
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const band = priceBandOf(filters.minPrice, filters.maxPrice);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: search.trim() });
  };
  const show = filters.newArrivals ? (filters.limited ? 'both' : 'new') : filters.limited ? 'limited' : '';
  const listSelect = (key: ListKey, label: string, all: string, many: string, inUse: string[]) => (
    <FilterSelect
      id={`${id}-${key}`}
      label={label}
      value={filters[key].length === 1 ? (filters[key][0] ?? '') : ''}
      onChange={(v) => onChange({ ...filters, [key]: v ? [v] : [] })}
    >
      <option value="">{filters[key].length > 1 ? `${filters[key].length} ${many}` : all}</option>
      {optionsOf(inUse, filters[key]).map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </FilterSelect>
  );
  return (
    <div id={id} className={`grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4 ${className}`}>
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
        id={`${id}-show`}
        label="Show"
        value={show}
        onChange={(v) =>
          onChange({ ...filters, newArrivals: v === 'new' || v === 'both', limited: v === 'limited' || v === 'both' })
        }
      >
        <option value="">All works</option>
        <option value="new">{SHORTCUTS['new-arrivals']}</option>
        <option value="limited">{SHORTCUTS['limited-editions']}</option>
        {show === 'both' && <option value="both">New limited editions</option>}
      </FilterSelect>
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
      {listSelect('collections', 'Collection', 'All collections', 'collections', facets.collections)}
      {listSelect('formats', 'Format', 'All formats', 'formats', facets.formats)}
      {listSelect('tags', 'Tag', 'All tags', 'tags', facets.tags)}
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
          <option key={`${b.min}-${b.max}`} value={String(i)}>
            {priceLabel(b.min, b.max, currency, true)}
          </option>
        ))}
        {band === 'custom' && (
          <option value="custom">{priceLabel(filters.minPrice, filters.maxPrice, currency)}</option>
        )}
      </FilterSelect>
    </div>
  );
}
