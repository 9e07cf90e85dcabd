import { Heart } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMoney } from '../../lib/currency.tsx';
import { useCardPayments } from '../../lib/use-card-payments.ts';
import { roomFor, sellableUnits } from '../cart/cart.ts';
import { QuantityLimit, QuantityStepper } from '../cart/quantity-stepper.tsx';
import { useCart } from '../cart/use-cart.ts';
import { editionsLeft, wasPrice } from '../catalog/card-artwork.ts';
import { InquireAboutWork } from '../inquiries/inquire-about-work.tsx';
import { MakeOffer } from '../offers/make-offer.tsx';
import { useWishlist } from '../wishlist/use-wishlist.ts';
import { canAddToCart, clampQuantity, defaultFormatId } from './detail-rules.ts';
import type { DetailArtwork } from './detail-types.ts';
import { FormatPicker } from './format-picker.tsx';
import { ProceedPopover } from './proceed-popover.tsx';

type Props = { artwork: DetailArtwork; onContinue: () => void };

const GuestCheckoutDialog = lazy(() => import('../cart/guest-checkout-dialog.tsx'));

const primary =
  'inline-flex min-h-12 flex-1 items-center justify-center bg-ink px-6 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent disabled:cursor-not-allowed disabled:bg-mat-deep disabled:text-muted';
const secondary =
  'inline-flex min-h-12 w-full items-center justify-center border border-ink px-6 text-[0.75rem] font-semibold tracking-[0.16em] uppercase transition-colors duration-200 hover:bg-ink hover:text-paper';

/**
 * Price, format, quantity, Add to Cart ('Added!'), Buy Now when cards are taken, Make an Offer when the
 * work takes offers, favourite, and Continue Shopping once added.
 */
export function PurchasePanel({ artwork, onContinue }: Props) {
  const { formatPrice, shownPrice } = useMoney();
  const { add, items } = useCart();
  const { has, toggle } = useWishlist();
  const [formatId, setFormatId] = useState(() => defaultFormatId(artwork.formats));
  const [quantity, setQuantity] = useState(1);
  const [justAdded, setJustAdded] = useState(false);
  const [added, setAdded] = useState(false);
  const [buying, setBuying] = useState({ open: false, wanted: false });
  const [confirming, setConfirming] = useState(false);
  const buyNow = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const format = artwork.formats.find((f) => f.id === formatId);
  // What can still go in the cart: an original once, an edition as many as are left, less what the
  // cart already holds of this work (in any format).
  const room = roomFor(items, artwork);
  const buyable = canAddToCart(artwork, format) && room > 0;
  const shown = Math.min(quantity, Math.max(1, room));
  // Everything that can be sold of it is in the cart already: the button says so rather than going dead.
  const inCart = canAddToCart(artwork, format) && room <= 0;
  const price = format ? format.price : artwork.price;
  // A work on request is not sold through the cart: no quantity, Add to Cart or Buy Now (decision 069).
  const onRequest = artwork.priceOnRequest === true || price === null;
  const was = format && format.price !== artwork.price ? null : wasPrice(artwork);
  const left = editionsLeft(artwork);
  const saved = has(artwork.id);
  // A shop without card payments (PAYMENT_PROVIDER=none) sells through the cart's invoice only.
  const cards = useCardPayments() !== 'none';

  const addToCart = () => {
    if (!format || !buyable) return;
    add(artwork, format, shown);
    setJustAdded(true);
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setJustAdded(false), 2000);
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {was !== null && (
          <s className="text-[1.0625rem] text-muted">
            <span className="sr-only">Was </span>
            {formatPrice(was)}
          </s>
        )}
        <span
          className={`font-display text-[1.75rem] leading-none ${artwork.availability === 'sold' ? 'text-muted' : ''}`}
        >
          {was !== null && <span className="sr-only">Now </span>}
          {shownPrice(onRequest ? null : price)}
        </span>
        {artwork.availability === 'sold' && <span className="label-caps bg-accent px-2 py-1 text-white">Sold Out</span>}
        {artwork.availability === 'reserved' && (
          <span className="label-caps border border-ink px-2 py-1">Reserved</span>
        )}
        {left !== null && <span className="text-[0.875rem] text-accent">{left} left</span>}
      </p>
      <FormatPicker
        formats={artwork.formats}
        selectedId={formatId}
        onSelect={setFormatId}
        disabled={artwork.availability !== 'available'}
      />
      <div className="flex flex-wrap items-center gap-3">
        {!onRequest && (
          <QuantityStepper
            value={shown}
            onChange={(q) => setQuantity(clampQuantity(q, room))}
            label={artwork.title}
            max={room}
            disabled={!buyable}
          />
        )}
        <button
          type="button"
          aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
          aria-pressed={saved}
          onClick={() => toggle(artwork.id)}
          className="grid size-12 place-items-center border border-line transition-colors duration-200 hover:border-ink"
        >
          <Heart aria-hidden className={`size-5 ${saved ? 'fill-accent text-accent' : ''}`} strokeWidth={1.5} />
        </button>
        {!onRequest && buyable && shown >= room && (
          <QuantityLimit left={sellableUnits(artwork)} original={!artwork.limited} />
        )}
      </div>
      <div className="flex flex-col gap-3">
        {!onRequest && (
          <div className="flex">
            <button type="button" onClick={addToCart} disabled={!buyable} className={primary}>
              {justAdded ? 'Added!' : inCart ? 'In Your Cart' : 'Add to Cart'}
            </button>
          </div>
        )}
        {cards && !onRequest && (
          <div className="relative">
            <button
              ref={buyNow}
              type="button"
              onClick={() => setConfirming((c) => !c)}
              disabled={!buyable}
              aria-expanded={confirming}
              className={`${secondary} disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent`}
            >
              Buy Now
            </button>
            {confirming && format && (
              <ProceedPopover
                anchor={buyNow}
                title={artwork.title}
                formatName={format.name}
                price={price ?? 0}
                onClose={() => setConfirming(false)}
                onProceed={() => {
                  // The dialog returns focus to what held it when it opened: Buy Now, not the popover's button.
                  buyNow.current?.focus();
                  setConfirming(false);
                  setBuying({ open: true, wanted: true });
                }}
              />
            )}
          </div>
        )}
        <MakeOffer artwork={artwork} formatId={formatId} />
        <InquireAboutWork work={{ id: artwork.id, title: artwork.title, artistName: artwork.artist.name }} />
        {added && (
          <button type="button" onClick={onContinue} className={secondary}>
            Continue Shopping
          </button>
        )}
      </div>
      {buying.wanted && (
        <Suspense fallback={null}>
          <GuestCheckoutDialog
            open={buying.open}
            onOpenChange={(open) => setBuying((b) => ({ ...b, open }))}
            work={{ id: artwork.id, title: artwork.title, artistName: artwork.artist.name, formats: artwork.formats }}
            formatId={formatId ?? undefined}
          />
        </Suspense>
      )}
    </div>
  );
}
