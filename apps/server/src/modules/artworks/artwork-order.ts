import type { SortDirection, SortKey } from '@vernissage/contract';

export type OrderTerm = {
  column: 'featured' | 'year' | 'title_key' | 'price_on_request' | 'price_cents' | 'created_at' | 'id';
  direction: SortDirection;
};

/**
 * The ORDER BY of an artwork listing. Featured order is featured first, then newest year, then
 * title; every order ends with title and id so pages never overlap.
 */
export function artworkOrder(sortBy: SortKey = 'featured', direction: SortDirection = 'desc'): OrderTerm[] {
  const tail: OrderTerm[] = [
    { column: 'title_key', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ];
  switch (sortBy) {
    case 'featured':
      return [{ column: 'featured', direction }, { column: 'year', direction: 'desc' }, ...tail];
    case 'price':
      // Works on request have no price to sort by: last in either direction (decision 069).
      return [{ column: 'price_on_request', direction: 'asc' }, { column: 'price_cents', direction }, ...tail];
    case 'title':
      return [
        { column: 'title_key', direction },
        { column: 'id', direction: 'asc' },
      ];
    case 'year':
      return [{ column: 'year', direction }, ...tail];
  }
}

/** The back office lists artworks newest first. */
export const NEWEST_FIRST: OrderTerm[] = [
  { column: 'created_at', direction: 'desc' },
  { column: 'title_key', direction: 'asc' },
  { column: 'id', direction: 'asc' },
];
