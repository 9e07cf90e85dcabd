import type { AdminArtwork } from '@vernissage/contract';
import { Hourglass, Pencil, Trash } from 'lucide-react';
import { useMoney } from '../../lib/currency.tsx';
import { thumbnailSrc } from '../lib/thumbnail.ts';
import { InitialAvatar } from '../ui/artist-avatar.tsx';
import { rowButton, rowDangerButton } from '../ui/buttons.ts';
import { Thumb } from '../ui/thumb.tsx';
import { formatsAvailable } from './format-filter.ts';

type Props = { artwork: AdminArtwork; deleting: boolean; onEdit: () => void; onDelete: () => void; onHold: () => void };

/** One artwork: image, title and formats, artist, base price, and its actions. */
export function ArtworkRow({ artwork, deleting, onEdit, onDelete, onHold }: Props) {
  const { formatPrice } = useMoney();
  const title = artwork.title || 'Unknown Artwork';
  const artist = artwork.artist?.name || 'Unknown Artist';
  const first = artwork.images[0];
  return (
    <tr className="border-b border-line align-middle last:border-b-0 hover:bg-white/70">
      <td className="py-2.5 pr-3 pl-3 sm:pl-4">
        <Thumb src={first ? thumbnailSrc(first, artwork.pictures) : null} />
      </td>
      <td className="py-2.5 pr-3">
        <p className="font-medium leading-snug">{title}</p>
        <p className="text-[0.8125rem] text-muted">
          <span className="sm:hidden">{artist} · </span>
          {formatsAvailable(artwork)}
        </p>
      </td>
      <td className="hidden py-2.5 pr-3 sm:table-cell">
        <span className="flex items-center gap-2.5">
          <InitialAvatar name={artwork.artist?.name} />
          <span className="text-[0.875rem]">{artist}</span>
        </span>
      </td>
      <td className="py-2.5 pr-3 text-right text-[0.875rem] whitespace-nowrap tabular-nums">
        {formatPrice(artwork.price)}
        {artwork.priceOnRequest && <span className="block text-[0.75rem] text-muted">Price on request</span>}
      </td>
      <td className="py-2.5 pr-2 sm:pr-4">
        <div className="flex flex-col items-end gap-0.5 sm:flex-row sm:justify-end">
          <button type="button" onClick={onEdit} className={rowButton} aria-label={`Edit ${title}`}>
            <Pencil aria-hidden className="size-3.5" strokeWidth={1.75} />
            Edit
          </button>
          <button
            type="button"
            onClick={onHold}
            disabled={artwork.availability !== 'available'}
            className={rowButton}
            aria-label={`Hold ${title} for a collector`}
          >
            <Hourglass aria-hidden className="size-3.5" strokeWidth={1.75} />
            Hold
          </button>
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            className={rowDangerButton}
            aria-label={deleting ? `Deleting ${title}` : `Delete ${title}`}
          >
            <Trash aria-hidden className="size-3.5" strokeWidth={1.75} />
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </td>
    </tr>
  );
}
