import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ArtworkCard } from './artwork-card.tsx';
import { ArtworkGrid } from './artwork-grid.tsx';
import type { CardArtwork } from './card-artwork.ts';

type Props = { artworks: CardArtwork[]; error: string | null; loading?: boolean };

export function FeaturedCollection({ artworks, error, loading = false }: Props) {
  return (
    <section aria-labelledby="featured-heading" className="page-frame py-16 sm:py-24">
      <header className="mb-10 flex flex-wrap items-end justify-between gap-x-8 gap-y-4 border-b border-line pb-6 sm:mb-14">
        <div>
          <p className="label-caps mb-3 text-muted">Selected works</p>
          <h2 id="featured-heading" className="text-[2rem] sm:text-[2.75rem]">
            Featured Collection
          </h2>
        </div>
        <Link
          to="/gallery"
          className="group inline-flex min-h-11 items-center gap-2 text-[0.9375rem] font-medium link-quiet"
        >
          View All Collection
          <ArrowRight
            aria-hidden
            className="size-4 transition-transform duration-200 group-hover:translate-x-1"
            strokeWidth={1.5}
          />
        </Link>
      </header>
      <FeaturedBody artworks={artworks} error={error} loading={loading} />
    </section>
  );
}

function FeaturedBody({ artworks, error, loading }: Required<Props>) {
  if (loading) return <p className="py-16 text-center text-muted">Loading...</p>;
  if (error)
    return (
      <p className="py-16 text-center text-error" role="alert">
        {error}
      </p>
    );
  if (artworks.length === 0) return <p className="py-16 text-center text-muted">No featured artworks found</p>;
  return (
    <ArtworkGrid>
      {artworks.map((artwork) => (
        <li key={artwork.id}>
          <ArtworkCard artwork={artwork} />
        </li>
      ))}
    </ArtworkGrid>
  );
}
