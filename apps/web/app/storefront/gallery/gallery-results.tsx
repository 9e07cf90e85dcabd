import { ArtworkCard } from '../catalog/artwork-card.tsx';
import { ArtworkGrid } from '../catalog/artwork-grid.tsx';
import type { CardArtwork } from '../catalog/card-artwork.ts';
import { ArtworkListItem } from './artwork-list-item.tsx';
import type { GalleryFilters, GalleryView } from './gallery-filters.ts';
import { LoadMore } from './load-more.tsx';
import { useArtworkPages } from './use-artwork-pages.ts';

type Props = { first: CardArtwork[]; total: number; filters: GalleryFilters; view: GalleryView };

/** The first row loads eagerly: it is what the visitor sees first (4 across on wide screens). */
const EAGER = 4;

/** The works, as a grid or a list, loading more as the visitor scrolls. Keyed by the filters. */
export function GalleryResults({ first, total, filters, view }: Props) {
  const pages = useArtworkPages(first, total, filters);
  if (pages.items.length === 0) {
    return (
      <p className="py-24 text-center font-display text-[1.375rem] text-muted">
        No artworks found matching your criteria.
      </p>
    );
  }
  return (
    <>
      {view === 'grid' ? (
        <ArtworkGrid>
          {pages.items.map((artwork, i) => (
            <li key={artwork.id}>
              <ArtworkCard artwork={artwork} priority={i < EAGER} />
            </li>
          ))}
        </ArtworkGrid>
      ) : (
        <ul className="border-t border-line">
          {pages.items.map((artwork, i) => (
            <li key={artwork.id}>
              <ArtworkListItem artwork={artwork} priority={i < 1} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={pages} />
    </>
  );
}
