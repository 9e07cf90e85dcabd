import type { AdminArtwork } from '@vernissage/contract';
import { Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { HoldDialog } from '../offers/hold-dialog.tsx';
import { primaryButton } from '../ui/buttons.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { controlClass } from '../ui/fields.tsx';
import { EmptyState, ErrorState, LoadingState, PanelToolbar } from '../ui/states.tsx';
import { ArtworkDialog } from './artwork-dialog.tsx';
import { ArtworksTable } from './artworks-table.tsx';
import { ALL_FORMATS, formatFilters, matchesFormat } from './format-filter.ts';
import { FormatFilterTabs } from './format-filter-tabs.tsx';
import { useAdminArtworks, useDeleteArtwork } from './use-artworks.ts';

type Editing = { artwork: AdminArtwork | null } | null;

/** The artworks: filter by format, find by title or artist, add, edit and delete. */
export function ArtworksTab() {
  const artworks = useAdminArtworks();
  const remove = useDeleteArtwork();
  const confirm = useConfirm();
  const [filter, setFilter] = useState(ALL_FORMATS);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [holding, setHolding] = useState<AdminArtwork | null>(null);

  const all = artworks.data ?? [];
  const filters = useMemo(() => formatFilters(all), [all]);
  const needle = search.trim().toLowerCase();
  const shown = all.filter(
    (a) => matchesFormat(a, filter) && (!needle || `${a.title} ${a.artist?.name ?? ''}`.toLowerCase().includes(needle)),
  );

  async function askDelete(artwork: AdminArtwork) {
    if (
      await confirm({
        message: 'Delete this artwork?',
        detail: `“${artwork.title || 'Unknown Artwork'}” will be removed from the shop.`,
      })
    ) {
      remove.mutate(artwork._id);
    }
  }

  const add = (
    <button type="button" className={primaryButton} onClick={() => setEditing({ artwork: null })}>
      <Plus aria-hidden className="size-4" strokeWidth={2} />
      Add Artwork
    </button>
  );

  return (
    <section aria-labelledby="artworks-heading">
      <h2 id="artworks-heading" className="sr-only">
        Artworks
      </h2>
      <PanelToolbar
        summary={artworks.data ? `${shown.length} of ${all.length} artwork${all.length === 1 ? '' : 's'}` : ' '}
      >
        <div className="relative min-w-0 flex-1 sm:flex-none">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label="Search artworks by title or artist"
            placeholder="Search title or artist"
            className={`${controlClass} h-10 w-full pl-9 sm:w-56 text-[0.875rem]`}
          />
        </div>
        {add}
      </PanelToolbar>
      {artworks.isPending ? (
        <LoadingState>Loading artworks...</LoadingState>
      ) : artworks.isError ? (
        <ErrorState message={artworks.error.message} onRetry={() => void artworks.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title="No artworks found. Add your first artwork to get started." action={add} />
      ) : (
        <>
          <FormatFilterTabs filters={filters} current={filter} onChange={setFilter} />
          {shown.length === 0 ? (
            <EmptyState title="No artworks found.">Try another format or search.</EmptyState>
          ) : (
            <ArtworksTable
              artworks={shown}
              deletingId={remove.isPending ? (remove.variables ?? null) : null}
              onEdit={(artwork) => setEditing({ artwork })}
              onDelete={askDelete}
              onHold={setHolding}
            />
          )}
        </>
      )}
      <HoldDialog artwork={holding} onClose={() => setHolding(null)} />
      <ArtworkDialog
        open={editing !== null}
        artwork={editing?.artwork ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </section>
  );
}
