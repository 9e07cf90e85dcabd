import type { Artist, Artwork } from '@vernissage/contract';
import { useEffect, useState } from 'react';
import { type ApiResult, getArtist, getArtworks } from '../api/client.ts';

export type DetailLoad = {
  id: string | null;
  artwork: Artwork | null;
  artist: Artist | null;
  status: 'loading' | 'ready' | 'missing' | 'error';
};

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`${result.status} ${result.statusText}`);
  return result.data;
}

/** The whole artwork and its artist, fetched in the browser when the dialog opens. */
export function useArtworkDetail(id: string | null, attempt = 0): DetailLoad {
  const [state, setState] = useState<DetailLoad>({ id: null, artwork: null, artist: null, status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) fetches again
  useEffect(() => {
    if (id === null) return;
    const abort = new AbortController();
    setState({ id, artwork: null, artist: null, status: 'loading' });
    void (async () => {
      try {
        const [artwork] = dataOf(await getArtworks(`ids=${encodeURIComponent(id)}`, abort.signal));
        if (!artwork) return setState({ id, artwork: null, artist: null, status: 'missing' });
        setState({ id, artwork, artist: null, status: 'ready' });
        const artist = dataOf(await getArtist(artwork.artist.id, abort.signal));
        setState({ id, artwork, artist, status: 'ready' });
      } catch (error) {
        if (abort.signal.aborted) return;
        // The artist is a nicety: keep a loaded artwork when only the artist failed.
        setState((s) => (s.id === id && s.artwork ? s : { id, artwork: null, artist: null, status: 'error' }));
        console.warn('Artwork detail failed to load', error);
      }
    })();
    return () => abort.abort();
  }, [id, attempt]);
  return state.id === id ? state : { id, artwork: null, artist: null, status: 'loading' };
}
