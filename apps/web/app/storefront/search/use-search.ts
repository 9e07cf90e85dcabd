import type { Artist, Artwork } from '@vernissage/contract';
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;
const ARTWORK_LIMIT = 8;

export type SearchResults = { term: string; artworks: Artwork[]; artists: Artist[] };
/** `results` are the last ones that arrived: still shown, dimmed, while the next search runs. */
export type SearchState = { status: 'idle' | 'loading' | 'done' | 'error'; results: SearchResults | null };

async function getList<T>(url: string, signal: AbortSignal): Promise<T[]> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!res.ok || !res.headers.get('content-type')?.includes('json')) throw new Error(`${res.status}`);
  return (await res.json()) as T[];
}

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
        getList<Artwork>(`/api/artworks?search=${q}&limit=${ARTWORK_LIMIT}`, abort.signal),
        getList<Artist>(`/api/artists?search=${q}`, abort.signal),
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
