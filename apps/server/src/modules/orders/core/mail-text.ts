import { orderLabel } from '@vernissage/contract';
import type { ShopSettings } from '../../settings/index.ts';
import { editionTextOf } from './order-edition.ts';
import type { OrderItemRow, OrderRow } from './order-rows.ts';

/** A subject line: control characters (a header injection's newline) become spaces. */
export const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, ' ').trim();

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The order as mails name it: its invoice number, or its id before it has one. */
export const numberOf = (o: OrderRow): string => orderLabel({ id: o.id, invoiceNumber: o.invoice_number });

/** The closing lines of a mail to the buyer. */
export const signOff = (shop: ShopSettings): string[] => [
  '',
  `Questions? Reply to this e-mail or write to ${shop.contactEmail}.`,
  shop.shopName,
];

/** An order line as mails list it: '- Title by Artist (Format, Edition 3/10) x 1'. */
export const lineText = (i: OrderItemRow): string =>
  `- ${i.title} by ${i.artist_name} (${i.format_name}, ${editionTextOf(i)}) x ${i.quantity}`;
