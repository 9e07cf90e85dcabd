import type { Artist } from '@vernissage/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ArtworkCard } from '../catalog/artwork-card.tsx';
import { ArtworkGrid } from '../catalog/artwork-grid.tsx';
import type { CardArtwork } from '../catalog/card-artwork.ts';

type Props = { artist: Pick<Artist, 'id' | 'name'>; artworks: CardArtwork[]; total: number; error: string | null };

/** The artist's works as the same cards as the gallery (each opens the artwork dialog). */
export function ArtistWorks({ artist, artworks, total, error }: Props) {
  return (
    <section aria-labelledby="artist-works" className="mt-20 border-t border-line pt-10 sm:mt-28 sm:pt-14">
      <header className="mb-10 flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
        <div>
          <p className="label-caps mb-3 text-muted">{total === 1 ? '1 work' : `${total} works`}</p>
          <h2 id="artist-works" className="text-[2rem] sm:text-[2.5rem]">
            Works by {artist.name}
          </h2>
        </div>
        {total > artworks.length && (
          <Link
            to={`/gallery?artist=${encodeURIComponent(artist.id)}`}
            className="inline-flex min-h-11 items-center gap-2 text-[0.9375rem] font-medium link-quiet"
          >
            See all {total} in the gallery
            <ArrowRight aria-hidden className="size-4" strokeWidth={1.5} />
          </Link>
        )}
      </header>
      {error ? (
        <p role="alert" className="py-16 text-center text-error">
          {error}
        </p>
      ) : artworks.length === 0 ? (
        <p className="py-16 text-center text-muted">No artworks by this artist are on view right now.</p>
      ) : (
        <ArtworkGrid>
          {artworks.map((a) => (
            <li key={a.id}>
              <ArtworkCard artwork={a} hideArtist />
            </li>
          ))}
        </ArtworkGrid>
      )}
    </section>
  );
}
