import type { CollectorOffer } from '@vernissage/contract';
import { formatPrice } from '../../lib/format-price.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** An instant as the offer page says it, to the minute in UTC, the same on the server and in the browser. */
function untilText(iso: string): string {
  const d = new Date(iso);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

/** The offer's state in a heading and a sentence, for every status the link can show. */
export function offerStateText(o: CollectorOffer, currency: string): { heading: string; text: string } {
  const price = (amount: number) => formatPrice(amount, currency);
  const yours = price(o.amount);
  switch (o.status) {
    case 'open':
      return {
        heading: 'Your offer is with the gallery',
        text: `The gallery has your offer of ${yours} and will answer you by e-mail.`,
      };
    case 'countered':
      return {
        heading: 'The gallery has made you a counteroffer',
        text: `Thank you for your offer of ${yours}. The gallery can offer you the work at ${price(o.counterAmount ?? o.amount)}${o.expiresAt ? `, until ${untilText(o.expiresAt)}` : ''}. Accept it and the work is held for you for 48 hours.`,
      };
    case 'accepted':
      return {
        heading: 'The work is held for you',
        text: `Buy it at ${price(o.agreedAmount ?? o.amount)}${o.expiresAt ? ` until ${untilText(o.expiresAt)}` : ''}. After that it goes back on sale.`,
      };
    case 'ordered':
      return { heading: 'Thank you', text: 'Your order is placed. Your invoice is on its way by e-mail.' };
    case 'declined':
      return {
        heading: 'This offer was not accepted',
        text: 'The gallery could not accept this offer. Do write to the gallery if you would like to hear about similar works.',
      };
    case 'expired':
      return {
        heading: 'This offer has expired',
        text: 'The time to answer or to buy at the agreed price has passed, and the work is for sale again.',
      };
  }
}
