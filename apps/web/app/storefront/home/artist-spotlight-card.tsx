import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsivePicture } from '../../ui/responsive-picture.tsx';
import type { SpotlightArtist } from './artist-spotlight-data.ts';

const portraitSizes = '(min-width: 1440px) 440px, (min-width: 768px) 30vw, 92vw';

/** A portrait, name, country, style tags, the start of the bio and a link to the profile. */
export function ArtistSpotlightCard({ artist }: { artist: SpotlightArtist }) {
  return (
    <li className="group relative flex flex-col">
      <div className="relative aspect-[4/5] overflow-hidden bg-mat">
        {artist.picture ? (
          <ResponsivePicture
            picture={artist.picture}
            alt=""
            sizes={portraitSizes}
            fit="cover"
            className="size-full object-cover transition-transform duration-300 ease-(--ease-gallery) group-hover:scale-[1.02]"
          />
        ) : artist.image ? (
          <img src={artist.image} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <span aria-hidden className="grid size-full place-items-center font-display text-[4rem] text-subtle">
            {artist.name.slice(0, 1)}
          </span>
        )}
      </div>
      <div className="pt-5">
        <p className="label-caps text-muted">{artist.country}</p>
        <h3 className="mt-2 flex items-center gap-2 text-[1.625rem]">
          <Link to={`/artist/${artist.id}`} className="link-quiet after:absolute after:inset-0">
            {artist.name}
          </Link>
          {artist.verified && (
            <>
              <BadgeCheck aria-hidden className="size-5 text-accent" strokeWidth={1.5} />
              <span className="sr-only">Verified Artist</span>
            </>
          )}
        </h3>
        {artist.style.length > 0 && (
          <ul aria-label="Styles" className="mt-3 flex flex-wrap gap-2">
            {artist.style.map((s) => (
              <li key={s} className="border border-line px-2.5 py-1 text-[0.75rem] text-ink-soft">
                {s}
              </li>
            ))}
          </ul>
        )}
        {artist.bio && <p className="mt-4 line-clamp-4 text-[0.9375rem] leading-relaxed text-ink-soft">{artist.bio}</p>}
        <p
          aria-hidden
          className="label-caps mt-5 text-ink underline decoration-line underline-offset-4 group-hover:decoration-current"
        >
          View Profile
        </p>
      </div>
    </li>
  );
}
