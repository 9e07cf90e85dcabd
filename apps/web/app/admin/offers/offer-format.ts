import type { AdminOffer } from '@vernissage/contract';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const instant = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const money = (amount: number): string => dollars.format(amount);
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
export function eventText(e: AdminOffer['events'][number]): string {
  const amount = e.amount === null ? '' : ` ${money(e.amount)}`;
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
