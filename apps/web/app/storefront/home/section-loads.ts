import { ARTWORK_PAGE_MAX } from '@vernissage/contract';
import { getArtists } from '../api/client.ts';
import { type CardArtwork, toCardArtwork } from '../catalog/card-artwork.ts';
import { ArtworksResponseError, fetchArtworkPage } from '../gallery/fetch-artworks.ts';
import { SPOTLIGHT_FAILED, type SpotlightArtist, toSpotlight } from './artist-spotlight-data.ts';
import { ErrorStatusAnswer } from './retry-load.ts';

/**
 * The home page shows every featured work (the spec's grid of featured artworks), up to the most
 * one API page holds: the owner decides how many by featuring them (decision 055).
 */
export const FEATURED_SIZE = ARTWORK_PAGE_MAX;

/** The featured works from the public API; a failed answer throws the spec's text with its status. */
export async function loadFeatured(signal: AbortSignal): Promise<CardArtwork[]> {
  try {
    const page = await fetchArtworkPage(
      new URLSearchParams({ featured: 'true', limit: String(FEATURED_SIZE) }),
      signal,
    );
    return page.items.map(toCardArtwork);
  } catch (error) {
    if (error instanceof ArtworksResponseError && error.status !== null) {
      throw new ErrorStatusAnswer(error.message, error.status);
    }
    throw error;
  }
}

export const featuredMessage = (error: unknown): string => (error instanceof Error ? error.message : 'Failed to fetch');

/** The featured artists from the public API; no answer at all is a network failure. */
export async function loadSpotlight(signal: AbortSignal): Promise<SpotlightArtist[]> {
  const result = await getArtists('featured=true', signal);
  if (result.ok) return toSpotlight(result.data).artists;
  if (result.network) throw new TypeError('Failed to fetch');
  if (result.status < 200 || result.status >= 300) throw new ErrorStatusAnswer(SPOTLIGHT_FAILED, result.status);
  throw new Error(SPOTLIGHT_FAILED);
}

export const spotlightMessage = (): string => SPOTLIGHT_FAILED;
