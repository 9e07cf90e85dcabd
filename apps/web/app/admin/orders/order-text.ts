import { type AdminOrder, orderLabel as labelOf, type OrderHistoryEvent } from '@vernissage/contract';

/** The invoice number, or 'Order ' and the last 8 characters of the id for an order without one. */
export const orderLabel = (order: Pick<AdminOrder, '_id' | 'invoiceNumber'>): string =>
  labelOf({ id: order._id, invoiceNumber: order.invoiceNumber });

export const itemCountText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** 'pending' → 'Pending'; the words of every status badge and selector. */
export const statusWord = (value: string): string => (value ? value[0]?.toUpperCase() + value.slice(1) : value);

export const fulfillmentWord = (type: AdminOrder['fulfillmentType']): string =>
  type === 'storage' ? 'Storage' : 'Shipping';

const longFormat: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** 'November 25, 2026 at 10:42 AM': the order views' dates, in US English with hour and minute. */
export function longDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', longFormat);
}

/** A storage period's day ('2026-11-25') as 'November 25, 2026', read as a calendar day, not an instant. */
export function calendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return longDateTime(day);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

const eventTitles: Record<OrderHistoryEvent['kind'], string> = {
  created: 'Order placed',
  payment_status: 'Payment status',
  status: 'Order status',
  storage_period_paid: 'Storage period paid',
  pdf_sent: 'PDF sent to customer',
  hold: 'Hold on the works',
  certificate: 'Certificate of authenticity',
  shipping: 'Shipping set',
};

/** One history line's title and what changed: 'Pending → Completed', the status it was placed in, or to whom. */
export function historyText(event: OrderHistoryEvent): { title: string; change: string | null } {
  const title = eventTitles[event.kind];
  if (event.kind === 'pdf_sent') return { title, change: event.to };
  if (event.kind === 'created') return { title, change: event.to ? statusWord(event.to) : null };
  if (event.from === null && event.to === null) return { title, change: null };
  return { title, change: `${statusWord(event.from ?? 'none')} → ${statusWord(event.to ?? 'none')}` };
}

const shortDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/** 'Nov 25, 2026' under the order's name in the list. */
export function listDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDay.format(date);
}

const clockTime = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayOnly = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** 'Unconfirmed until 14:30 (Nov 25, 2026)', 'Reserved until December 25, 2026', 'Released'. */
export function holdText(hold: NonNullable<AdminOrder['hold']>): string {
  if (hold.state === 'released' || !hold.until) return 'Released: the works are back on sale.';
  const until = new Date(hold.until);
  if (Number.isNaN(until.getTime())) return hold.until;
  return hold.state === 'unconfirmed'
    ? `Unconfirmed until ${clockTime.format(until)} (${listDay(hold.until)}): the buyer has not confirmed by e-mail yet.`
    : `Reserved until ${dayOnly.format(until)}.`;
}
