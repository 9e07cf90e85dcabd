import { type AdminOrderItem, editionText } from '@vernissage/contract';
import { formatPrice } from '../../lib/format-price.ts';
import { Thumb } from '../ui/thumb.tsx';
import { DetailSection } from './detail-section.tsx';

/** Each line as sold: image, title, artist, format, edition, quantity, line price and unit price. */
export function OrderItems({ items, currency }: { items: AdminOrderItem[]; currency: string }) {
  return (
    <DetailSection id="order-items" title="Order Items">
      <ul className="divide-y divide-line border-y border-line">
        {items.map((item) => {
          const title = item.artwork.title || 'Unknown Artwork';
          return (
            <li key={item._id} className="flex gap-3 py-3">
              <Thumb src={item.artwork.images[0]} alt={title} className="size-16" />
              <div className="min-w-0 flex-1">
                <p className="font-display text-[1rem] leading-snug italic">{title}</p>
                <p className="text-[0.8125rem] font-medium">{item.artwork.artist.name || 'Unknown Artist'}</p>
                <p className="text-[0.8125rem] text-muted">
                  {item.format.name || 'Unknown Format'} · Qty {item.quantity || 1}
                </p>
                <p className="text-[0.8125rem] text-muted">{editionText(item.edition)}</p>
              </div>
              <div className="text-right text-[0.875rem] tabular-nums">
                <p className="font-medium">{formatPrice(item.lineTotal, currency)}</p>
                <p className="text-[0.75rem] text-muted">{formatPrice(item.format.price, currency)} each</p>
              </div>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
