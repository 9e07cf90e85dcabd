import type { CardArtwork } from '../catalog/card-artwork.ts';
import { FeaturedCollection } from '../catalog/featured-collection.tsx';
import { ArtistSpotlight } from './artist-spotlight.tsx';
import type { Spotlight } from './artist-spotlight-data.ts';
import { featuredMessage, loadFeatured, loadSpotlight, spotlightMessage } from './section-loads.ts';
import { useSectionReload } from './use-section-reload.ts';

/** The featured collection as the server rendered it, loaded again in the browser if the server failed. */
export function FeaturedSection({ artworks, error }: { artworks: CardArtwork[]; error: string | null }) {
  const state = useSectionReload({ data: artworks, error }, loadFeatured, featuredMessage);
  return <FeaturedCollection artworks={state.data} error={state.error} loading={state.loading} />;
}

/** The artist spotlight, likewise. */
export function SpotlightSection({ artists, error }: Spotlight) {
  const state = useSectionReload({ data: artists, error }, loadSpotlight, spotlightMessage);
  return <ArtistSpotlight artists={state.data} error={state.error} loading={state.loading} />;
}
