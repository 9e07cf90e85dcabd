import type { Artist, Artwork } from '@vernissage/contract';
import { useEffect, useState } from 'react';
import { type ApiResult, getArtists, getArtworks } from '../api/client.ts';

const SEARCH_DEBOUNCE_MS = 300;
const ARTWORK_LIMIT = 8;

export type SearchResults = { term: string; artworks: Artwork[]; artists: Artist[] };
/** `results` are the last ones that arrived: still shown, dimmed, while the next search runs. */
export type SearchState = { status: 'idle' | 'loading' | 'done' | 'error'; results: SearchResults | null };

/** The list, or a thrown error that the search shows as 'Failed to search'. */
const listOf = <T>(result: ApiResult<T[]>): T[] => {
  if (!result.ok) throw new Error(`search failed: ${result.status}`);
  return result.data;
};

/** Artworks (8 at most) and artists matching the text, asked for once typing pauses. `onResults` must be stable. */
export function useSearch(text: string, onResults: (term: string) => void): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle', results: null });
  const term = text.trim();
  useEffect(() => {
    if (!term) {
      setState({ status: 'idle', results: null });
      return;
    }
    const abort = new AbortController();
    setState((s) => ({ status: 'loading', results: s.results }));
    const timer = setTimeout(() => {
      const q = encodeURIComponent(term);
      Promise.all([
        getArtworks(`search=${q}&limit=${ARTWORK_LIMIT}`, abort.signal).then(listOf),
        getArtists(`search=${q}`, abort.signal).then(listOf),
      ]).then(
        ([artworks, artists]) => {
          setState({ status: 'done', results: { term, artworks, artists } });
          onResults(term);
        },
        () => {
          if (!abort.signal.aborted) setState({ status: 'error', results: null });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [term, onResults]);
  return state;
}
