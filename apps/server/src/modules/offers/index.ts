/** The offers module's public entry: offers on a work and the collector's link (gallery.md §5, decision 068). */
export { adminOfferRoutes } from './admin-routes.ts';
export { offerJobs } from './jobs.ts';
export { offerUnits } from './offer-card.ts';
export { findCollectorOffer } from './offers-service.ts';
export { OFFER_LINK_LOOKUPS_PER_MINUTE, offerStorefrontRoutes } from './storefront-routes.ts';
