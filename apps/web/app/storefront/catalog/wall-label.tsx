import type { ReactNode } from 'react';
import { useMoney } from '../../lib/currency.tsx';
import { type CardArtwork, editionsLeft, summarizeFormats, wasPrice } from './card-artwork.ts';

type Props = {
  artwork: CardArtwork;
  /** The title, usually a link that opens the artwork. */
  title: ReactNode;
  size?: 'card' | 'list';
  hideArtist?: boolean;
};

/** The text beside a work, as on a gallery wall: artist, title and year, medium, size, price. */
export function WallLabel({ artwork, title, size = 'card', hideArtist = false }: Props) {
  const { formatPrice, shownPrice } = useMoney();
  const sold = artwork.availability === 'sold';
  const was = wasPrice(artwork);
  const left = editionsLeft(artwork);
  const formats = summarizeFormats(artwork.formats.map((f) => f.name));
  const list = size === 'list';
  return (
    <div className={`leading-snug ${list ? 'text-[0.9375rem]' : 'text-[0.875rem]'}`}>
      {!hideArtist && <p className="font-semibold tracking-[0.01em]">{artwork.artist.name}</p>}
      <h3
        className={`${hideArtist ? '' : 'mt-0.5'} font-display font-normal text-ink-soft ${list ? 'text-[1.25rem] sm:text-[1.5rem]' : 'text-[1.0625rem]'}`}
      >
        {title}
        {artwork.year !== null && <span>, {artwork.year}</span>}
      </h3>
      {artwork.medium && <p className="mt-1 text-muted">{artwork.medium}</p>}
      {artwork.dimensions && <p className="text-muted">{artwork.dimensions}</p>}
      <p className={`flex flex-wrap items-baseline gap-x-2 ${list ? 'mt-4' : 'mt-2'}`}>
        {was !== null && (
          <s className="text-muted">
            <span className="sr-only">Was </span>
            {formatPrice(was)}
          </s>
        )}
        <span className={sold ? 'text-muted' : 'font-medium'}>
          {was !== null && <span className="sr-only">Now </span>}
          {shownPrice(artwork.price)}
        </span>
        {left !== null && <span className="text-accent">{left} left</span>}
      </p>
      {formats.names.length > 0 && (
        <p className="mt-1 text-[0.8125rem] text-muted">
          {formats.names.join(' · ')}
          {formats.more > 0 && <span> +{formats.more} more</span>}
        </p>
      )}
    </div>
  );
}
