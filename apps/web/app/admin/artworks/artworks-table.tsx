import type { AdminArtwork } from '@vernissage/contract';
import { ArtworkRow } from './artwork-row.tsx';

type Props = {
  artworks: AdminArtwork[];
  deletingId: string | null;
  onEdit: (artwork: AdminArtwork) => void;
  onDelete: (artwork: AdminArtwork) => void;
  onHold: (artwork: AdminArtwork) => void;
};

const th = 'sticky top-16 z-10 border-b border-line bg-mat py-2.5 pr-3 text-left label-caps font-semibold text-muted';

/** The artworks, one row each, under a header that stays in view. */
export function ArtworksTable({ artworks, deletingId, onEdit, onDelete, onHold }: Props) {
  return (
    <table className="w-full border-collapse bg-white text-[0.9375rem] shadow-[0_0_0_1px_var(--color-line)]">
      <caption className="sr-only">Artworks</caption>
      <thead>
        <tr>
          <th scope="col" className={`${th} w-[4.5rem] pl-3 sm:w-20 sm:pl-4`}>
            Image
          </th>
          <th scope="col" className={th}>
            Title
          </th>
          <th scope="col" className={`${th} hidden sm:table-cell`}>
            Artist
          </th>
          <th scope="col" className={`${th} text-right`}>
            Price
          </th>
          <th scope="col" className={`${th} pr-2 text-right sm:pr-4`}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {artworks.map((artwork) => (
          <ArtworkRow
            key={artwork._id}
            artwork={artwork}
            deleting={deletingId === artwork._id}
            onEdit={() => onEdit(artwork)}
            onDelete={() => onDelete(artwork)}
            onHold={() => onHold(artwork)}
          />
        ))}
      </tbody>
    </table>
  );
}
