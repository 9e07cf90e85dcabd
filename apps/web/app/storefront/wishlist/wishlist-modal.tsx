import { Link } from 'react-router';
import { Modal } from '../../ui/modal.tsx';
import { useWishlist } from './use-wishlist.ts';
import { useWishlistArtworks } from './wishlist-artworks.ts';
import { WishlistRow } from './wishlist-row.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Your Wishlist': the saved works, each with a quick add to the cart and a remove. */
export default function WishlistModal({ open, onOpenChange }: Props) {
  const { ids } = useWishlist();
  const state = useWishlistArtworks(ids, open);
  const close = () => onOpenChange(false);
  const count = ids.length;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Your Wishlist"
      description={count > 0 ? `${count} saved ${count === 1 ? 'work' : 'works'}` : undefined}
      size="md"
    >
      {count === 0 ? (
        <div className="py-12 text-center">
          <p className="font-display text-[1.25rem] text-ink-soft">No items in your wishlist.</p>
          <p className="mt-2 text-[0.875rem] text-muted">Tap the heart on any work to keep it here.</p>
          <Link
            to="/gallery"
            onClick={close}
            className="mt-6 inline-flex min-h-11 items-center text-[0.875rem] font-medium underline underline-offset-4"
          >
            Explore the collection
          </Link>
        </div>
      ) : state.status === 'error' ? (
        <p role="alert" className="py-12 text-center text-error">
          Failed to load wishlist
        </p>
      ) : state.status === 'loading' && state.artworks.length === 0 ? (
        <p className="py-12 text-center text-muted">Loading...</p>
      ) : (
        <ul aria-label="Saved works" className="divide-y divide-line">
          {state.artworks.map((artwork) => (
            <WishlistRow key={artwork.id} artwork={artwork} onNavigate={close} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
