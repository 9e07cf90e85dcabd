import { type AdminOffer, formatMoney } from '@vernissage/contract';

const instant = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An amount to the cent, in the shop's currency. */
export const money = (amount: number, currency: string): string => formatMoney(amount, currency);
export const when = (iso: string): string => instant.format(new Date(iso));

/** The status as the list says it. */
export const OFFER_STATUS_LABEL: Record<AdminOffer['status'], string> = {
  open: 'Waiting for you',
  countered: 'Countered',
  accepted: 'Accepted: held',
  declined: 'Declined',
  expired: 'Expired',
  ordered: 'Bought',
};

/** Each step of an offer's history in words. */
export function eventText(e: AdminOffer['events'][number], currency: string): string {
  const amount = e.amount === null ? '' : ` ${money(e.amount, currency)}`;
  switch (e.kind) {
    case 'made':
      return `Offer of${amount} made by ${e.actor}`;
    case 'accepted':
      return `Accepted by ${e.actor}`;
    case 'declined':
      return `Declined by ${e.actor}`;
    case 'countered':
      return `Countered at${amount} by ${e.actor}`;
    case 'counter-accepted':
      return `Counteroffer accepted by ${e.actor}`;
    case 'expired':
      return 'Expired (48 hours passed)';
    case 'ordered':
      return `Bought by ${e.actor}`;
  }
}
