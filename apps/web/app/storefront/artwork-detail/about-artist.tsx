import { ArrowRight, BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { plainText, truncate } from '../../lib/plain-text.ts';
import type { DetailArtist, DetailArtwork } from './detail-types.ts';

type Props = { artwork: DetailArtwork; artist: DetailArtist; headingLevel: 'h2' | 'h3' };

/** A few lines about the artist, and 'About the Artist' to their page. */
export function AboutArtist({ artwork, artist, headingLevel: Heading }: Props) {
  const name = artist?.name ?? artwork.artist.name;
  const country = artist?.country ?? artwork.artist.country;
  return (
    <section className="bg-mat px-5 py-6 sm:px-6">
      <p className="label-caps mb-2 text-muted">The artist</p>
      <Heading className="flex items-center gap-2 font-display text-[1.375rem]">
        {name}
        {artist?.verified && (
          <BadgeCheck aria-label="Verified Artist" className="size-4 text-accent" strokeWidth={1.75} />
        )}
      </Heading>
      {country && <p className="text-[0.875rem] text-muted">{country}</p>}
      {artist?.bio && (
        <p className="mt-3 text-[0.9375rem] leading-relaxed text-ink-soft">{truncate(plainText(artist.bio), 260)}</p>
      )}
      <Link
        to={`/artist/${artwork.artist.id}`}
        className="group mt-3 inline-flex min-h-11 items-center gap-2 text-[0.875rem] font-medium link-quiet"
      >
        About the Artist
        <ArrowRight
          aria-hidden
          className="size-4 transition-transform duration-200 group-hover:translate-x-1"
          strokeWidth={1.5}
        />
      </Link>
    </section>
  );
}
