import { Link } from 'react-router';
import { useArtworkLink } from '../../lib/artwork-link.ts';
import { MattedPicture } from '../../ui/matted-picture.tsx';
import { CardActions } from '../catalog/card-actions.tsx';
import type { CardArtwork } from '../catalog/card-artwork.ts';
import { CardBadges } from '../catalog/card-badges.tsx';
import { WallLabel } from '../catalog/wall-label.tsx';

type Props = { artwork: CardArtwork; priority?: boolean };

/** The list view: the work on the left, its wall label and actions on the right. */
export function ArtworkListItem({ artwork, priority = false }: Props) {
  const link = useArtworkLink(artwork.id, artwork);
  return (
    <article className="group relative grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-5 border-b border-line py-6 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-x-10 sm:py-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="relative aspect-[4/5] self-start sm:aspect-[4/3]">
        <MattedPicture
          picture={artwork.pictures[0] ?? null}
          src={artwork.images[0]}
          alt={`${artwork.title} by ${artwork.artist.name}`}
          sizes="(min-width: 1440px) 540px, (min-width: 640px) 38vw, 120px"
          priority={priority}
          inset="9%"
          workClassName="shadow-hung transition-[translate,box-shadow] duration-200 ease-(--ease-gallery) group-hover:-translate-y-0.5 group-hover:shadow-lifted"
        />
        <div className="hidden sm:block">
          <CardBadges artwork={artwork} />
        </div>
      </div>
      <div className="flex min-w-0 flex-col justify-center">
        <WallLabel
          artwork={artwork}
          size="list"
          title={
            <Link {...link} className="italic link-quiet after:absolute after:inset-0 after:content-['']">
              {artwork.title}
            </Link>
          }
        />
        {artwork.availability === 'sold' && <p className="label-caps mt-3 text-accent sm:hidden">Sold Out</p>}
        <CardActions artwork={artwork} className="relative z-10 mt-4 -ml-3" />
      </div>
    </article>
  );
}
