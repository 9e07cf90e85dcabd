import type { CardArtwork } from '../catalog/card-artwork.ts';
import { FeaturedCollection } from '../catalog/featured-collection.tsx';
import { ArtistSpotlight } from './artist-spotlight.tsx';
import type { SpotlightArtist } from './artist-spotlight-data.ts';
import { featuredMessage, loadFeatured, loadSpotlight, spotlightMessage } from './section-loads.ts';
import type { SectionStart } from './section-start.ts';
import { useSectionReload } from './use-section-reload.ts';

const NO_ARTWORKS: CardArtwork[] = [];
const NO_ARTISTS: SpotlightArtist[] = [];

/** The featured collection as the loader brought it, loaded in the browser when the loader could not. */
export function FeaturedSection({ start }: { start: SectionStart<CardArtwork[]> }) {
  const state = useSectionReload(start, NO_ARTWORKS, loadFeatured, featuredMessage);
  return <FeaturedCollection artworks={state.data} error={state.error} loading={state.loading} />;
}

/** The artist spotlight, likewise. */
export function SpotlightSection({ start }: { start: SectionStart<SpotlightArtist[]> }) {
  const state = useSectionReload(start, NO_ARTISTS, loadSpotlight, spotlightMessage);
  return <ArtistSpotlight artists={state.data} error={state.error} loading={state.loading} />;
}
