import { editionText, type OrderEdition } from '@vernissage/contract';
import type { OrderItemRow } from './order-rows.ts';

/** A line's edition as stored with it (decision 064): null for a unique work. */
export function editionOfItem(item: Pick<OrderItemRow, 'edition_size' | 'edition_numbers'>): OrderEdition {
  if (item.edition_size === null) return null;
  const numbers = (item.edition_numbers ?? '')
    .split(',')
    .filter((n) => n !== '')
    .map(Number);
  return { size: Number(item.edition_size), numbers };
}

/** 'Edition 3/10', 'Editions 3, 4/10' or 'Unique work': how every view, PDF and mail names a line's edition. */
export const editionTextOf = (item: Pick<OrderItemRow, 'edition_size' | 'edition_numbers'>): string =>
  editionText(editionOfItem(item));

/** The stored form of a line's numbers. */
export const storedEdition = (edition: OrderEdition) =>
  edition === null
    ? { edition_size: null, edition_numbers: null }
    : { edition_size: edition.size, edition_numbers: edition.numbers.join(',') };
