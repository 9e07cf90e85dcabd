import { getArtists } from '../api/client.ts';
import { toCardArtwork } from '../catalog/card-artwork.ts';
import { fetchArtworkPage } from '../gallery/fetch-artworks.ts';
import { type SpotlightArtist, spotlightFailed, toSpotlight } from './artist-spotlight-data.ts';

/** How many featured works the home page shows. */
export const FEATURED_SIZE = 8;

/** The featured works from the public API; a failed answer throws the spec's text with its status. */
export const loadFeatured = (signal: AbortSignal) =>
  fetchArtworkPage(new URLSearchParams({ featured: 'true', limit: String(FEATURED_SIZE) }), signal).then((page) =>
    page.items.map(toCardArtwork),
  );

export const featuredMessage = (error: unknown): string => (error instanceof Error ? error.message : 'Failed to fetch');

/** The featured artists from the public API; no answer at all is a network failure (retried). */
export async function loadSpotlight(signal: AbortSignal): Promise<SpotlightArtist[]> {
  const result = await getArtists('featured=true', signal);
  if (result.ok) return toSpotlight(result.data).artists;
  if (result.network) throw new TypeError('Failed to fetch');
  throw new Error(spotlightFailed.error ?? 'Failed to load artists');
}

export const spotlightMessage = (): string => spotlightFailed.error ?? 'Failed to load artists';
