import { type CustomerOrder, countryName, editionText, orderLabel } from '@vernissage/contract';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { formatAmount, formatPrice } from '../../lib/format-price.ts';
import { CostLines } from '../cart/cost-lines.tsx';
import { CertificateLinks } from './certificate-links.tsx';
import { destinationText, orderStatusText, paymentStatusText } from './order-status.ts';

const longDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-US', { dateStyle: 'long' });
};

/**
 * The orders of a verified address; a row opens to show its works, their certificates of
 * authenticity (downloaded with the address's look-up `token`) and where they go.
 */
export function OrdersList({ orders, token }: { orders: CustomerOrder[]; token: string }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul aria-label="Your orders" className="divide-y divide-line border-y border-line">
      {orders.map((o) => {
        const expanded = open === o._id;
        const panel = `order-${o._id}`;
        return (
          <li key={o._id}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={panel}
              onClick={() => setOpen(expanded ? null : o._id)}
              className="grid w-full grid-cols-[1fr_auto] items-center gap-x-6 gap-y-1 py-5 text-left sm:grid-cols-[10rem_1fr_9rem_7rem_auto]"
            >
              <span className="text-[0.9375rem]">{longDate(o.createdAt)}</span>
              <span className="text-[0.875rem] text-muted sm:text-[0.9375rem] sm:text-ink">
                {orderLabel({ id: o._id, invoiceNumber: o.invoiceNumber })} · {o.items.length}{' '}
                {o.items.length === 1 ? 'work' : 'works'}
              </span>
              <span className="text-[0.8125rem] leading-snug">
                <span className="text-ink">{orderStatusText(o.status)}</span>
                <span className="text-muted"> · {paymentStatusText(o)}</span>
              </span>
              <span className="font-medium">{formatAmount(o.total, o.currency)}</span>
              <ChevronDown
                aria-hidden
                className={`size-4 transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`}
                strokeWidth={1.5}
              />
            </button>
            <div id={panel} hidden={!expanded} className="pb-6">
              <ul className="grid gap-3">
                {o.items.map((i) => (
                  <li key={`${i.artwork._id}-${i.format.id}`} className="text-[0.9375rem]">
                    <div className="flex justify-between gap-4">
                      <span>
                        <span className="font-display text-[1.0625rem]">{i.artwork.title}</span>
                        <span className="block text-[0.8125rem] text-muted">
                          {i.artwork.artist.name} · {i.format.name} · {i.quantity} ×
                        </span>
                        <span className="block text-[0.8125rem] text-muted">{editionText(i.edition)}</span>
                      </span>
                      <span>{formatPrice(i.format.price * i.quantity, o.currency)}</span>
                    </div>
                    <CertificateLinks certificates={i.certificates} token={token} />
                  </li>
                ))}
              </ul>
              <CostLines
                subtotal={o.subtotal}
                costs={{ kind: 'ready', costs: o }}
                storage={o.fulfillmentType === 'storage'}
              />
              <p className="mt-4 text-[0.875rem] text-muted">{destinationText(o, countryName)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
