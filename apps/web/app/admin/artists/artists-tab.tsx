import type { AdminArtist } from '@vernissage/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { primaryButton } from '../ui/buttons.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState, PanelToolbar } from '../ui/states.tsx';
import { ArtistCard } from './artist-card.tsx';
import { ArtistDialog } from './artist-dialog.tsx';
import { useAdminArtists, useDeleteArtist } from './use-artists.ts';

type Editing = { artist: AdminArtist | null } | null;

/** 'Artists Management': the artists as cards, added, edited and deleted here. */
export function ArtistsTab() {
  const artists = useAdminArtists();
  const remove = useDeleteArtist();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const list = artists.data ?? [];

  async function askDelete(artist: AdminArtist) {
    const detail =
      artist.artworkCount > 0
        ? `${artist.name} still has ${artist.artworkCount} artwork${artist.artworkCount === 1 ? '' : 's'} in the catalog. An artist can only be deleted once their works are removed.`
        : `${artist.name} will be removed from the gallery.`;
    if (await confirm({ message: 'Delete this artist?', detail })) remove.mutate(artist._id);
  }

  const add = (
    <button type="button" className={primaryButton} onClick={() => setEditing({ artist: null })}>
      <Plus aria-hidden className="size-4" strokeWidth={2} />
      Add Artist
    </button>
  );

  return (
    <section aria-labelledby="artists-heading">
      <h2 id="artists-heading" className="sr-only">
        Artists
      </h2>
      <PanelToolbar summary={artists.data ? `${list.length} artist${list.length === 1 ? '' : 's'}` : ' '}>
        {add}
      </PanelToolbar>
      {artists.isPending ? (
        <LoadingState>Loading artists...</LoadingState>
      ) : artists.isError ? (
        <ErrorState message={artists.error.message} onRetry={() => void artists.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No artists found. Add your first artist to get started." action={add} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {list.map((artist) => (
            <ArtistCard
              key={artist._id}
              artist={artist}
              deleting={remove.isPending && remove.variables === artist._id}
              onEdit={() => setEditing({ artist })}
              onDelete={() => void askDelete(artist)}
            />
          ))}
        </ul>
      )}
      <ArtistDialog
        open={editing !== null}
        artist={editing?.artist ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </section>
  );
}
