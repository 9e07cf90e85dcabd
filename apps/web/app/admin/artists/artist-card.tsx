import type { AdminArtist } from '@vernissage/contract';
import { Pencil, Trash } from 'lucide-react';
import { pictureUrl } from '../../ui/srcset.ts';
import { InitialAvatar } from '../ui/artist-avatar.tsx';
import { rowButton, rowDangerButton } from '../ui/buttons.ts';

type Props = { artist: AdminArtist; deleting: boolean; onEdit: () => void; onDelete: () => void };

function portrait(artist: AdminArtist): string | null {
  const p = artist.picture;
  if (p && p.url === artist.profileImage && p.widths.length) {
    const width = [...p.widths].sort((a, b) => a - b).find((w) => w >= 160) ?? p.widths.at(-1);
    if (width) return pictureUrl(p, width, 'webp');
  }
  return artist.profileImage || null;
}

/** One artist: portrait or initial, name, country, a few lines of bio, and actions. */
export function ArtistCard({ artist, deleting, onEdit, onDelete }: Props) {
  const src = portrait(artist);
  return (
    <li className="flex flex-col border border-line bg-white p-4">
      <div className="flex items-center gap-3">
        {src ? (
          <img src={src} alt="" loading="lazy" className="size-16 shrink-0 rounded-full bg-mat object-cover" />
        ) : (
          <InitialAvatar name={artist.name} size="lg" />
        )}
        <div className="min-w-0">
          <h3 className="truncate font-sans text-[1rem] font-semibold">{artist.name}</h3>
          <p className="text-[0.8125rem] text-muted">{artist.country || 'Unknown location'}</p>
          <p className="text-[0.75rem] text-muted">
            {artist.artworkCount} artwork{artist.artworkCount === 1 ? '' : 's'}
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 flex-1 text-[0.875rem] leading-relaxed text-ink-soft">
        {artist.bio || 'No biography yet.'}
      </p>
      <div className="mt-3 flex justify-end gap-1 border-t border-line pt-2">
        <button type="button" onClick={onEdit} className={rowButton} aria-label={`Edit ${artist.name}`}>
          <Pencil aria-hidden className="size-3.5" strokeWidth={1.75} />
          Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          className={rowDangerButton}
          aria-label={deleting ? `Deleting ${artist.name}` : `Delete ${artist.name}`}
        >
          <Trash aria-hidden className="size-3.5" strokeWidth={1.75} />
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </li>
  );
}
