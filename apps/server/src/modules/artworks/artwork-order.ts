import type { SortDirection, SortKey } from '@vernissage/contract';
import { sql } from 'kysely';

export type OrderTerm = {
  column: 'featured' | 'year' | 'title_key' | 'price_on_request' | 'listed_price' | 'created_at' | 'id';
  direction: SortDirection;
};

/**
 * The price a listing sorts and filters by: null for a work on request, so neither its rank among
 * such works nor a price filter can tell anything of its hidden price (decisions 069, 071). Written
 * out, not bound: SQLite uses the price listing indexes only for this exact expression (migration 035).
 */
export const listedPrice = sql<number | null>`case when artworks.price_on_request = 0 then artworks.price_cents end`;

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
      // Works on request have no price to sort by: last in either direction, among themselves by
      // title and id alone (their listed price is null; decisions 069, 071).
      return [{ column: 'price_on_request', direction: 'asc' }, { column: 'listed_price', direction }, ...tail];
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
