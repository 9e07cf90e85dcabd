import type { Artist } from '@vernissage/contract';

/** What a spotlight card needs of an artist; the loader sends only this. */
export type SpotlightArtist = Pick<
  Artist,
  'id' | 'name' | 'country' | 'style' | 'bio' | 'picture' | 'image' | 'verified'
>;

export type Spotlight = { artists: SpotlightArtist[]; error: string | null };

/** Every featured artist: the owner chooses the spotlight by featuring them (decision 055). */
export function toSpotlight(artists: Artist[]): Spotlight {
  return {
    artists: artists.map(({ id, name, country, style, bio, picture, image, verified }) => ({
      id,
      name,
      country,
      style: style.slice(0, 3),
      bio,
      picture,
      image,
      verified,
    })),
    error: null,
  };
}

/** The spec's text for a spotlight that could not be loaded. */
export const SPOTLIGHT_FAILED = 'Failed to load artists';
