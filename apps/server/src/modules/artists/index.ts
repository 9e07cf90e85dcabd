/** The artists module's public entry: other modules and the app's wiring import only from here. */
export { adminArtistRoutes } from './admin-routes.ts';
export { findPayee, listPayees, lockPayee } from './payee.ts';
export { artistName, artistSearchText, artistStamps, getArtist, insertArtists, listArtists } from './service.ts';
export { artistStorefrontRoutes } from './storefront-routes.ts';
