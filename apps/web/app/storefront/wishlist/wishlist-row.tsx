import type { Artwork } from '@vernissage/contract';
import { Link } from 'react-router';
import { useMoney } from '../../lib/currency.tsx';
import { MattedPicture } from '../../ui/matted-picture.tsx';
import { toast } from '../../ui/toast.tsx';
import { ALREADY_IN_CART, roomFor } from '../cart/cart.ts';
import { useCart } from '../cart/use-cart.ts';
import { useWishlist } from './use-wishlist.ts';

type Props = { artwork: Artwork; onNavigate: () => void };

/** A saved work: wall label, 'Add to Cart' with the first format (quantity 1) and Remove. */
export function WishlistRow({ artwork, onNavigate }: Props) {
  const { shownPrice } = useMoney();
  const { add, items } = useCart();
  const { toggle } = useWishlist();
  const first = artwork.formats[0];
  const sold = artwork.availability === 'sold';
  const quickAdd = () => {
    if (!first) return; // a work without formats cannot be added
    const full = roomFor(items, artwork) === 0;
    add(artwork, first, 1);
    // An original already in the cart (or every edition left) cannot be added again: say so.
    toast(full ? ALREADY_IN_CART : 'Added to cart!');
  };
  return (
    <li className="grid grid-cols-[5.5rem_1fr] gap-x-4 py-5 sm:grid-cols-[7rem_1fr] sm:gap-x-6">
      <Link
        to={`/artworks/${artwork.id}`}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden
        className="relative block aspect-[4/5]"
      >
        <MattedPicture
          picture={artwork.pictures[0] ?? null}
          src={artwork.images[0]}
          alt=""
          sizes="112px"
          inset="10%"
          areaRatio={4 / 5}
          workClassName="shadow-hung"
        />
      </Link>
      <div className="flex min-w-0 flex-col text-[0.875rem] leading-snug">
        <p className="font-semibold">{artwork.artist.name}</p>
        <p className="mt-0.5 font-display text-[1.125rem] text-ink-soft">
          <Link to={`/artworks/${artwork.id}`} onClick={onNavigate} className="italic link-quiet">
            {artwork.title}
          </Link>
          {artwork.year !== null && <span>, {artwork.year}</span>}
        </p>
        <p className="mt-1 text-muted">{[artwork.medium, artwork.dimensions].filter(Boolean).join(' · ')}</p>
        <p className="mt-1 flex items-baseline gap-2">
          <span className={sold ? 'text-muted' : 'font-medium'}>{shownPrice(first ? first.price : artwork.price)}</span>
          {first && <span className="text-[0.8125rem] text-muted">{first.name}</span>}
          {sold && <span className="label-caps text-accent">Sold Out</span>}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-3">
          <button
            type="button"
            onClick={quickAdd}
            disabled={!first || artwork.availability !== 'available'}
            aria-label={`Add ${artwork.title} to cart`}
            className="inline-flex min-h-10 items-center bg-ink px-4 text-[0.6875rem] font-semibold tracking-[0.14em] text-paper uppercase transition-colors duration-200 hover:bg-accent disabled:cursor-not-allowed disabled:bg-mat-deep disabled:text-muted"
          >
            Add to Cart
          </button>
          <button
            type="button"
            onClick={() => toggle(artwork.id)}
            aria-label={`Remove ${artwork.title} from wishlist`}
            className="inline-flex min-h-10 items-center text-[0.8125rem] text-muted underline decoration-line underline-offset-4 transition-colors duration-200 hover:text-ink hover:decoration-current"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
