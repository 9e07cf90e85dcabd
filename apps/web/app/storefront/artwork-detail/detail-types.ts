import type { Artist, Artwork } from '@vernissage/contract';
import type { CardArtwork } from '../catalog/card-artwork.ts';

/** What the detail shows: a whole artwork, or a card's share of one while the rest loads. */
export type DetailArtwork = CardArtwork &
  Partial<Pick<Artwork, 'description' | 'tags' | 'collections' | 'provenance' | 'acceptsOffers' | 'priceOnRequest'>>;

/** The artist beside the work ('About the Artist'); null until loaded or when it failed. */
export type DetailArtist = Pick<Artist, 'id' | 'name' | 'country' | 'bio' | 'verified'> | null;
