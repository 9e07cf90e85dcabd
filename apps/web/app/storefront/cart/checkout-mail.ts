import { formatPrice } from '../../lib/format-price.ts';
import { type CartItem, cartTotal, isBuyable } from './cart.ts';

/** A mailto link that asks the gallery for an invoice for the buyable lines of the cart. */
export function invoiceRequestHref(email: string, items: readonly CartItem[]): string {
  const lines = items.filter(isBuyable);
  const body = [
    'Hello,',
    '',
    'I would like to buy:',
    ...lines.map(
      (i) =>
        `- ${i.artwork.title} by ${i.artwork.artist.name} (${i.format.name}) x ${i.quantity}: ${formatPrice(i.format.price * i.quantity)}`,
    ),
    '',
    `Total: ${formatPrice(cartTotal(lines))}`,
    '',
    'Please send me an invoice. My shipping address is:',
    '',
  ].join('\n');
  const subject = lines.length === 1 ? `Invoice request: ${lines[0]?.artwork.title}` : 'Invoice request';
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
