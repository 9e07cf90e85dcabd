import type { Artist } from '@vernissage/contract';
import { ArrowRight, BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ArtistPortrait } from './artist-portrait.tsx';
import { StyleTags } from './style-tags.tsx';

export type ArtistCardData = Pick<Artist, 'id' | 'name' | 'country' | 'style' | 'picture' | 'image' | 'verified'>;

/** An artist in the listing: the portrait and name open the profile; 'View Artworks' the gallery. */
export function ArtistCard({ artist, priority = false }: { artist: ArtistCardData; priority?: boolean }) {
  return (
    <article className="group flex h-full flex-col">
      <Link
        to={`/artist/${artist.id}`}
        tabIndex={-1}
        aria-hidden
        className="relative block aspect-[4/5] overflow-hidden bg-mat"
      >
        <div className="absolute inset-0 transition-transform duration-300 ease-(--ease-gallery) group-hover:scale-[1.02]">
          <ArtistPortrait
            artist={artist}
            alt=""
            sizes="(min-width: 1440px) 330px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
            priority={priority}
          />
        </div>
      </Link>
      <div className="flex flex-1 flex-col pt-4">
        <h2 className="flex items-center gap-2 font-display text-[1.5rem] leading-tight">
          <Link to={`/artist/${artist.id}`} className="link-quiet">
            {artist.name}
          </Link>
          {artist.verified && (
            <BadgeCheck aria-label="Verified Artist" className="size-4 shrink-0 text-accent" strokeWidth={1.75} />
          )}
        </h2>
        {artist.country && <p className="mt-0.5 text-[0.875rem] text-muted">{artist.country}</p>}
        <StyleTags styles={artist.style} className="mt-3 mb-4" />
        <Link
          to={`/gallery?artist=${encodeURIComponent(artist.id)}`}
          aria-label={`View Artworks by ${artist.name}`}
          className="group/link mt-auto inline-flex min-h-11 items-center gap-2 self-start text-[0.875rem] font-medium link-quiet"
        >
          View Artworks
          <ArrowRight
            aria-hidden
            className="size-4 transition-transform duration-200 group-hover/link:translate-x-1"
            strokeWidth={1.5}
          />
        </Link>
      </div>
    </article>
  );
}
