import type { ArtworkFacets } from '@vernissage/contract';
import { lazy, Suspense, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { useCurrency } from '../../lib/currency.tsx';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { HydrationBoundary } from '../../ui/hydration-boundary.tsx';
import { toast } from '../../ui/toast.tsx';
import type { CardArtwork } from '../catalog/card-artwork.ts';
import { ActiveFilters } from './active-filters.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { filterChips } from './filter-chips.ts';
import { type ArtistOption, FilterPanel } from './filter-panel.tsx';
import { activeFilterCount, EMPTY_FILTERS, galleryParams, listKey } from './gallery-filters.ts';
import { GalleryResults } from './gallery-results.tsx';
import { GalleryToolbar } from './gallery-toolbar.tsx';
import { useGalleryUrl } from './use-gallery-url.ts';
import { usePresets } from './use-presets.ts';

const SavePresetDialog = lazy(() => import('./save-preset-dialog.tsx'));

export type GalleryData = {
  artworks: CardArtwork[];
  total: number;
  /** Matches without the medium filter, for '(filtered from M total)'; null without one. */
  unfilteredTotal: number | null;
  error: string | null;
  artists: ArtistOption[];
  facets: ArtworkFacets;
};

const PANEL_ID = 'gallery-filters';

/** All Artworks: categories, filters and sort in the URL, then the works 24 at a time. */
export function GalleryPage({ data }: { data: GalleryData }) {
  const currency = useCurrency();
  const [params] = useSearchParams();
  const { filters, view, setFilters, setView, hrefFor } = useGalleryUrl();
  const [panelOpen, setPanelOpen] = useState(false);
  const [saving, setSaving] = useState({ open: false, wanted: false });
  useReturnFocus(saving.open);
  const { presets, save, remove } = usePresets();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === '/gallery';
  const names = new Map(data.artists.map((a) => [a.id, a.name]));
  const chips = filterChips(filters, (x) => names.get(x) ?? x, currency);
  const active = activeFilterCount(filters);
  const canSave = galleryParams(filters).toString() !== '';
  const count = (
    <p aria-live="polite" className="text-[0.9375rem] text-muted">
      <span className="font-medium text-ink tabular-nums">{data.total}</span> {data.total === 1 ? 'piece' : 'pieces'}{' '}
      available
      {data.unfilteredTotal !== null && ` (filtered from ${data.unfilteredTotal} total)`}
    </p>
  );

  return (
    <div className="page-frame pt-8 pb-24 sm:pt-12">
      <header className="mb-6 grid gap-x-12 gap-y-4 sm:mb-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-end">
        <div>
          <p className="label-caps mb-3 text-muted">The collection</p>
          <h1 className="text-[clamp(2.75rem,7vw,4.5rem)] font-light tracking-[-0.01em]">All Artworks</h1>
        </div>
        <p className="hidden text-[0.9375rem] leading-relaxed text-muted sm:block lg:pb-2">
          Original paintings, photographs, digital and mixed-media works, and limited-edition prints by the gallery’s
          artists. Every piece ships free, worldwide.
        </p>
      </header>
      <CategoryTabs filters={filters} hrefFor={hrefFor} />
      <div className="mt-6 flex flex-col gap-5 lg:mt-8">
        <GalleryToolbar
          filters={filters}
          view={view}
          activeCount={active}
          panelId={PANEL_ID}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen((o) => !o)}
          onSort={setFilters}
          onView={setView}
          count={count}
          panel={
            <FilterPanel
              id={PANEL_ID}
              filters={filters}
              artists={data.artists}
              facets={data.facets}
              onChange={setFilters}
            />
          }
        />
        <ActiveFilters
          chips={chips}
          presets={presets}
          canSave={canSave}
          onApply={setFilters}
          onClear={() => setFilters({ ...EMPTY_FILTERS, sortBy: filters.sortBy, sortDirection: filters.sortDirection })}
          onSave={() => setSaving({ open: true, wanted: true })}
          onDeletePreset={remove}
        />
      </div>
      <section
        aria-labelledby="gallery-results-heading"
        aria-busy={pending}
        className={`mt-10 transition-opacity duration-200 ${pending ? 'opacity-50' : ''}`}
      >
        {/* Keeps the outline h1 > h2 > h3 (the cards' titles are h3). */}
        <h2 id="gallery-results-heading" className="sr-only">
          Artworks
        </h2>
        {data.error ? (
          <p role="alert" className="py-24 text-center text-error">
            {data.error}
          </p>
        ) : (
          <HydrationBoundary>
            <GalleryResults
              key={listKey(params)}
              first={data.artworks}
              total={data.total}
              filters={filters}
              view={view}
            />
          </HydrationBoundary>
        )}
      </section>
      {saving.wanted && (
        <Suspense fallback={null}>
          <SavePresetDialog
            open={saving.open}
            onOpenChange={(open) => setSaving((s) => ({ ...s, open }))}
            onSave={(name) => {
              save(name, filters);
              toast(`Saved filter “${name}”`);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
