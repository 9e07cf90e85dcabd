import type { CardPaymentMode } from './card-checkout-text.ts';
import type { Artist, ArtistQuery, Artwork, ArtworkFacets, ArtworkQuery, HeroMedia } from './catalog.ts';
import type { Certificate } from './certificates.ts';
import type { CollectorOffer } from './offers.ts';
import type { ShopSettings } from './shop-settings.ts';

export type ArtworkPage = { items: Artwork[]; total: number };

/**
 * What the server hands to server-rendered routes as their load context, so a page
 * reads the catalog in-process instead of calling its own HTTP API.
 */
export type StorefrontApi = {
  listArtworks(query: ArtworkQuery): Promise<ArtworkPage>;
  /** The collections, tags and format names in use, for the gallery's filter panel. */
  listArtworkFacets(): Promise<ArtworkFacets>;
  listArtists(query: ArtistQuery): Promise<Artist[]>;
  getArtist(id: string): Promise<Artist | null>;
  getHeroMedia(): Promise<HeroMedia | null>;
  /** The shop's public settings (name, contact, return and shipping policies). */
  getShopSettings(): Promise<ShopSettings>;
  /** A certificate of authenticity by its code; null for an unknown or malformed one. */
  getCertificate(code: string): Promise<Certificate | null>;
  /** The offer behind a collector's personal link; null for an unknown or malformed token. */
  getOffer(token: string): Promise<CollectorOffer | null>;
};

export type StorefrontLoadContext = {
  api: StorefrontApi;
  cspNonce: string;
  publicUrl: string;
  /** The origin media is served from when it is not this shop's (a public bucket or CDN). */
  mediaOrigin?: string;
  /** How the shop takes cards: `none` hides Buy Now; `sandbox` makes every page say it is a test shop. */
  cardPayments: CardPaymentMode;
};
