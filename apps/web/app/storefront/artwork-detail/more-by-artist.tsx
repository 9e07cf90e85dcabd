import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ArtworkCard } from '../catalog/artwork-card.tsx';
import { ArtworkGrid } from '../catalog/artwork-grid.tsx';
import type { CardArtwork } from '../catalog/card-artwork.ts';

type Props = { artist: { id: string; name: string }; artworks: CardArtwork[] };

/** Other works by the same artist under an artwork's page; each opens as a dialog. */
export function MoreByArtist({ artist, artworks }: Props) {
  if (artworks.length === 0) return null;
  return (
    <section aria-labelledby="more-by-artist" className="mt-20 border-t border-line pt-10 sm:mt-28 sm:pt-14">
      <header className="mb-10 flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
        <h2 id="more-by-artist" className="text-[1.75rem] sm:text-[2.25rem]">
          More by {artist.name}
        </h2>
        <Link
          to={`/artist/${artist.id}`}
          className="inline-flex min-h-11 items-center gap-2 text-[0.9375rem] font-medium link-quiet"
        >
          View the artist’s profile
          <ArrowRight aria-hidden className="size-4" strokeWidth={1.5} />
        </Link>
      </header>
      <ArtworkGrid>
        {artworks.map((a) => (
          <li key={a.id}>
            <ArtworkCard artwork={a} hideArtist />
          </li>
        ))}
      </ArtworkGrid>
    </section>
  );
}
