/** What the storefront shows in a price's place for a work on request (gallery.md §5). */
export const PRICE_ON_REQUEST = 'Price on request';

/** Both checkouts' answer for a work on request (409, gallery.md §5). */
export const ON_REQUEST_CONFLICT = 'This work is offered on request.';
