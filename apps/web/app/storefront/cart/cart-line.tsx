import { PRICE_ON_REQUEST } from '@vernissage/contract';
import { Link } from 'react-router';
import { useMoney } from '../../lib/currency.tsx';
import { MattedPicture } from '../../ui/matted-picture.tsx';
import { type CartItem, isBuyable, lineMax, sellableUnits } from './cart.ts';
import { QuantityLimit, QuantityStepper } from './quantity-stepper.tsx';
import { useCart } from './use-cart.ts';

type Props = { item: CartItem; size?: 'compact' | 'wide'; onNavigate?: () => void };

function statusText(item: CartItem): string | null {
  if (item.artwork.availability === 'sold') return 'Sold Out';
  if (item.artwork.availability === 'reserved') return 'Reserved';
  if (!item.format.available) return 'Format unavailable';
  if (item.format.price === null) return PRICE_ON_REQUEST;
  return null;
}

/** One cart line as a wall label: work, artist, title, format, quantity, line price, Remove. */
export function CartLine({ item, size = 'compact', onNavigate }: Props) {
  const { shownPrice } = useMoney();
  const { items, setQuantity, remove } = useCart();
  const { artwork, format, quantity } = item;
  const max = lineMax(items, item);
  const status = statusText(item);
  const wide = size === 'wide';
  const label = `${artwork.title}, ${format.name}`;
  return (
    <li
      className={`grid gap-x-4 py-6 sm:gap-x-6 ${wide ? 'grid-cols-[6rem_1fr] sm:grid-cols-[9rem_1fr]' : 'grid-cols-[5rem_1fr]'}`}
    >
      <Link
        to={`/artworks/${artwork.id}`}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden
        className={`relative block aspect-[4/5] ${status ? 'opacity-60' : ''}`}
      >
        <MattedPicture
          picture={artwork.pictures[0] ?? null}
          alt=""
          sizes={wide ? '144px' : '80px'}
          inset="10%"
          areaRatio={4 / 5}
          workClassName="shadow-hung"
        />
      </Link>
      <div className="flex min-w-0 flex-col text-[0.875rem] leading-snug">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="font-semibold">{artwork.artist.name}</p>
            <p className={`mt-0.5 font-display text-ink-soft ${wide ? 'text-[1.25rem]' : 'text-[1.0625rem]'}`}>
              <Link to={`/artworks/${artwork.id}`} onClick={onNavigate} className="italic link-quiet">
                {artwork.title}
              </Link>
            </p>
            <p className="mt-1 text-muted">{format.name}</p>
            {status && <p className="label-caps mt-2 text-accent">{status}</p>}
          </div>
          <p className={`shrink-0 tabular-nums ${status ? 'text-muted line-through' : 'font-medium'}`}>
            {shownPrice(format.price === null ? null : format.price * quantity)}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <QuantityStepper
              value={quantity}
              min={0}
              size={wide ? 'md' : 'sm'}
              label={label}
              max={max}
              disabled={!isBuyable(item)}
              onChange={(q) => setQuantity(item.id, q)}
            />
            {isBuyable(item) && quantity >= max && (
              <QuantityLimit left={sellableUnits(artwork)} original={!artwork.limited} />
            )}
          </div>
          <button
            type="button"
            onClick={() => remove(item.id)}
            aria-label={`Remove ${label}`}
            className="inline-flex min-h-11 items-center text-[0.8125rem] text-muted underline decoration-line underline-offset-4 transition-colors duration-200 hover:text-ink hover:decoration-current"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
