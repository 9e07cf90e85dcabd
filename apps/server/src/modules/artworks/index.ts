/** The artworks module's public entry: other modules and the app's wiring import only from here. */
export { adminArtworkRoutes } from './admin-routes.ts';
export { certifiedFacts, publicProvenanceOf } from './certified-facts.ts';
export { freeEditionNumbers, giveEditionNumbers, sellEditionNumbers } from './editions.ts';
export { artworkTitles, offerTermsOf } from './offer-terms.ts';
export {
  describeSaleLine,
  holdIfFree,
  holdSale,
  lockHeldSale,
  type PricedLine,
  priceSale,
  releaseHeld,
  type SaleLine,
  sellHeld,
} from './sale.ts';
export {
  artworkCountsByArtist,
  artworkSearchText,
  artworkStamps,
  categoryLabels,
  categoryMask,
  editionStock,
  hasAnyArtwork,
  insertArtworkSeedRows,
  listArtworkFacets,
  listArtworks,
  reindexArtistArtworks,
} from './service.ts';
export { shareTermsOf } from './share-terms.ts';
export type { EditionSizes } from './stock-repo.ts';
export { artworkStorefrontRoutes } from './storefront-routes.ts';
