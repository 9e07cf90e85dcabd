import { Link } from 'react-router';
import { useArtworkLink } from '../../lib/artwork-link.ts';
import { MattedPicture } from '../../ui/matted-picture.tsx';
import { CardActions, revealOnHover } from './card-actions.tsx';
import type { CardArtwork } from './card-artwork.ts';
import { CardBadges } from './card-badges.tsx';
import { WallLabel } from './wall-label.tsx';

/** Rendered width of a card image at each breakpoint of the gallery grid (less the mat). */
const cardSizes = '(min-width: 1440px) 300px, (min-width: 1024px) 28vw, (min-width: 640px) 42vw, 84vw';

type Props = {
  artwork: CardArtwork;
  priority?: boolean;
  /** On an artist's own page every card would repeat the name. */
  hideArtist?: boolean;
};

/**
 * An artwork as a wall label under the work itself. The title link stretches over the whole card
 * and opens the artwork as a dialog; favourite and quick add sit beside the label, above the link.
 */
export function ArtworkCard({ artwork, priority = false, hideArtist = false }: Props) {
  const link = useArtworkLink(artwork.id, artwork);
  return (
    <article className="group relative">
      <div className="relative aspect-[4/5] overflow-hidden">
        <MattedPicture
          picture={artwork.pictures[0] ?? null}
          src={artwork.images[0]}
          alt={`${artwork.title} by ${artwork.artist.name}`}
          sizes={cardSizes}
          priority={priority}
          inset="10%"
          areaRatio={4 / 5}
          workClassName="shadow-hung transition-[translate,box-shadow] duration-200 ease-(--ease-gallery) group-hover:-translate-y-1 group-hover:shadow-lifted"
        />
        <CardBadges artwork={artwork} />
      </div>
      <div className="flex items-start gap-2 pt-4">
        <div className="min-w-0 flex-1">
          <WallLabel
            artwork={artwork}
            title={
              <Link
                {...link}
                className="italic underline decoration-transparent decoration-1 underline-offset-4 transition-[text-decoration-color] duration-200 group-hover:decoration-current after:absolute after:inset-0 after:content-['']"
              >
                {artwork.title}
              </Link>
            }
            hideArtist={hideArtist}
          />
        </div>
        <CardActions artwork={artwork} className={`relative z-10 -mt-2.5 -mr-2.5 ${revealOnHover}`} />
      </div>
    </article>
  );
}
