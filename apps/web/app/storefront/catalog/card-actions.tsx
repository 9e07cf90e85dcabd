import { Heart, ShoppingBag } from 'lucide-react';
import { toast } from '../../ui/toast.tsx';
import { ALREADY_IN_CART, roomFor } from '../cart/cart.ts';
import { useCart } from '../cart/use-cart.ts';
import { useWishlist } from '../wishlist/use-wishlist.ts';
import type { CardArtwork } from './card-artwork.ts';

const button =
  'grid size-11 place-items-center rounded-full text-ink transition-colors duration-200 hover:bg-mat disabled:cursor-not-allowed disabled:text-subtle disabled:hover:bg-transparent';

/**
 * Favourite and quick add beside a card's label (never over the art): shown on hover or keyboard
 * focus where the pointer can hover, always on touch screens. Quick add takes the first available format.
 */
export function CardActions({ artwork, className = '' }: { artwork: CardArtwork; className?: string }) {
  const { has, toggle } = useWishlist();
  const { add, items } = useCart();
  const saved = has(artwork.id);
  const format = artwork.availability === 'available' ? artwork.formats.find((f) => f.available) : undefined;
  return (
    <div className={`flex ${className}`}>
      <button
        type="button"
        aria-label={saved ? `Remove ${artwork.title} from wishlist` : `Add ${artwork.title} to wishlist`}
        aria-pressed={saved}
        onClick={() => toggle(artwork.id)}
        className={button}
      >
        <Heart aria-hidden className={`size-[1.125rem] ${saved ? 'fill-accent text-accent' : ''}`} strokeWidth={1.5} />
      </button>
      <button
        type="button"
        aria-label={
          format ? `Add ${artwork.title} to cart (${format.name})` : `${artwork.title} cannot be added to cart`
        }
        disabled={!format}
        onClick={() => {
          if (!format) return;
          const full = roomFor(items, artwork) === 0;
          add(artwork, format, 1);
          // An original already in the cart (or every edition left) cannot be added again: say so.
          toast(full ? ALREADY_IN_CART : 'Added to cart!');
        }}
        className={button}
      >
        <ShoppingBag aria-hidden className="size-[1.125rem]" strokeWidth={1.5} />
      </button>
    </div>
  );
}

/** Reveals card actions on hover and focus; they stay visible on devices without hover. */
export const revealOnHover =
  'opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100';
