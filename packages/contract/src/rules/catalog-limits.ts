/**
 * The bounds of a public catalog read, shared by the API's schema (which refuses more) and the
 * gallery's URL reading (which caps to them), in a file without zod so the browser can use them.
 */
/** `GET /api/artworks` answers at most this many works at once. */
export const ARTWORK_PAGE_MAX = 100;
/** And this many without `limit`: the same number today, a separate rule. */
export const ARTWORK_PAGE_DEFAULT = 100;
export const SEARCH_MAX_LENGTH = 200;
export const MEDIUM_MAX_LENGTH = 100;
/** Values of a list filter (artist, collection, format, tags): how many, and how long each. */
export const FILTER_VALUES_MAX = 50;
export const FILTER_VALUE_MAX_LENGTH = 200;
/** The highest price filter in dollars: beyond any artwork, and its cents still fit both databases' integers. */
export const PRICE_FILTER_MAX = 1_000_000_000;
