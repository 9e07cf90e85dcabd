import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ArtistSpotlightCard } from './artist-spotlight-card.tsx';
import type { Spotlight } from './artist-spotlight-data.ts';

/** Home: the featured artists, with links to each profile and to all artists. */
export function ArtistSpotlight({ artists, error, loading = false }: Spotlight & { loading?: boolean }) {
  return (
    <section aria-labelledby="spotlight-heading" className="border-t border-line">
      <div className="page-frame py-16 sm:py-24">
        <header className="mb-10 flex flex-wrap items-end justify-between gap-x-8 gap-y-4 border-b border-line pb-6 sm:mb-14">
          <div>
            <p className="label-caps mb-3 text-muted">Artist Spotlight</p>
            <h2 id="spotlight-heading" className="text-[2rem] sm:text-[2.75rem]">
              The artists behind the work
            </h2>
          </div>
          <Link
            to="/artists"
            className="group inline-flex min-h-11 items-center gap-2 text-[0.9375rem] font-medium link-quiet"
          >
            Meet All Artists
            <ArrowRight
              aria-hidden
              className="size-4 transition-transform duration-200 group-hover:translate-x-1"
              strokeWidth={1.5}
            />
          </Link>
        </header>
        {loading ? (
          <p className="py-12 text-center text-muted">Loading...</p>
        ) : error ? (
          <p role="alert" className="py-12 text-center text-error">
            {error}
          </p>
        ) : artists.length === 0 ? (
          <p className="py-12 text-center text-muted">Discovering amazing artists... Check back soon!</p>
        ) : (
          <ul className="grid gap-x-8 gap-y-14 md:grid-cols-3">
            {artists.map((artist) => (
              <ArtistSpotlightCard key={artist.id} artist={artist} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
