import type { Artwork } from '@vernissage/contract';
import { Link } from 'react-router';
import { MattedPicture } from '../../ui/matted-picture.tsx';
import { HeroText } from './hero-text.tsx';

export type HeroArtworkData = Pick<Artwork, 'id' | 'title' | 'year' | 'artist' | 'pictures' | 'images'>;

/**
 * The hero when the gallery has not chosen hero media: a featured work shown whole on its mat,
 * with the headline beside it rather than printed over the art.
 */
export function HeroArtwork({ artwork }: { artwork: HeroArtworkData | null }) {
  if (!artwork) return <HeroTextOnly />;
  return (
    <section
      aria-label="Introduction"
      className="grid h-[calc(100svh-var(--spacing-header))] min-h-[36rem] grid-rows-[minmax(0,1fr)_auto] lg:grid-cols-2 lg:grid-rows-1 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <div className="flex items-center px-[var(--spacing-gutter)] pt-8 pb-10 lg:order-first lg:py-16 lg:pr-12 xl:pl-[max(var(--spacing-gutter),calc((100vw-90rem)/2+var(--spacing-gutter)))]">
        <HeroText tone="light" />
      </div>
      <figure className="relative order-first m-0 min-h-0 bg-mat lg:order-last">
        <MattedPicture
          picture={artwork.pictures[0] ?? null}
          src={artwork.images[0]}
          alt={`${artwork.title} by ${artwork.artist.name}`}
          sizes="(min-width: 1024px) 50vw, 86vw"
          priority
          inset="9% 10% 14%"
          workClassName="shadow-hung"
        />
        <figcaption className="absolute right-0 bottom-0 left-0 px-[var(--spacing-gutter)] pb-4 text-[0.8125rem] text-muted lg:pb-6">
          <Link to={`/artworks/${artwork.id}`} className="link-quiet">
            <span className="font-semibold text-ink">{artwork.artist.name}</span>,{' '}
            <cite className="font-display">{artwork.title}</cite>
            {artwork.year !== null && `, ${artwork.year}`}
          </Link>
        </figcaption>
      </figure>
    </section>
  );
}

/** Before the gallery has hung anything: the headline alone on the mat. */
function HeroTextOnly() {
  return (
    <section
      aria-label="Introduction"
      className="flex min-h-[min(40rem,calc(100svh-var(--spacing-header)))] items-center bg-mat py-16"
    >
      <div className="page-frame">
        <HeroText tone="light" />
      </div>
    </section>
  );
}
