import { ARTWORK_PAGE_MAX, type Artwork } from '@vernissage/contract';
import { useEffect, useState } from 'react';
import { getArtworks } from '../api/client.ts';

export type WishlistState =
  | { status: 'loading'; artworks: Artwork[] }
  | { status: 'ready'; artworks: Artwork[] }
  | { status: 'error'; artworks: Artwork[] };

/** Artworks in the order the visitor saved them; ids the server no longer knows are left out. */
export function inWishlistOrder(ids: readonly string[], artworks: readonly Artwork[]): Artwork[] {
  const byId = new Map(artworks.map((a) => [a.id, a]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `ids=` queries of at most a page of ids each: the API answers at most a page per request. */
export function idQueries(ids: readonly string[]): string[] {
  const queries: string[] = [];
  for (let i = 0; i < ids.length; i += ARTWORK_PAGE_MAX) {
    queries.push(
      `ids=${ids
        .slice(i, i + ARTWORK_PAGE_MAX)
        .map(encodeURIComponent)
        .join(',')}`,
    );
  }
  return queries;
}

async function artworksOf(ids: string[], signal: AbortSignal): Promise<Artwork[]> {
  const results = await Promise.all(idQueries(ids).map((query) => getArtworks(query, signal)));
  return results.flatMap((result) => {
    if (!result.ok) throw new Error(`${result.status}`);
    return result.data;
  });
}

/** Loads the wishlist's artworks while `enabled`; keeps the list when ids only shrink. */
export function useWishlistArtworks(ids: string[], enabled: boolean): WishlistState {
  const [state, setState] = useState<WishlistState>({ status: 'loading', artworks: [] });
  const key = ids.join(',');
  useEffect(() => {
    if (!enabled) return;
    const wanted = key ? key.split(',') : [];
    if (wanted.length === 0) {
      setState({ status: 'ready', artworks: [] });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({
      status: s.artworks.length ? s.status : 'loading',
      artworks: inWishlistOrder(wanted, s.artworks),
    }));
    artworksOf(wanted, controller.signal)
      .then((artworks) => setState({ status: 'ready', artworks: inWishlistOrder(wanted, artworks) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load wishlist', error);
        setState({ status: 'error', artworks: [] });
      });
    return () => controller.abort();
  }, [key, enabled]);
  return state;
}
