import { useCallback, useEffect, useRef, useState } from 'react';
import { type CardArtwork, toCardArtwork } from '../catalog/card-artwork.ts';
import { fetchArtworkPage } from './fetch-artworks.ts';
import { artworkApiParams, type GalleryFilters } from './gallery-filters.ts';
import { galleryRetryDelay } from './retry.ts';

export const PAGE_SIZE = 24;

export type PagesState = {
  items: CardArtwork[];
  total: number;
  status: 'idle' | 'loading' | 'retrying' | 'error';
  error: string | null;
  hasMore: boolean;
  loadMore: () => void;
};

/**
 * The first page comes from the server render; later pages of 24 are fetched by the browser.
 * A network failure is retried after 5 s; other failures show their message.
 * Mount with a `key` that changes with the filters, so a new list starts from its first page.
 */
export function useArtworkPages(first: CardArtwork[], firstTotal: number, filters: GalleryFilters): PagesState {
  const [items, setItems] = useState(first);
  const [total, setTotal] = useState(firstTotal);
  const [status, setStatus] = useState<PagesState['status']>('idle');
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const attempts = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const abort = useRef<AbortController>(undefined);
  const state = useRef({ items, filters });
  state.current = { items, filters };

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    clearTimeout(timer.current);
    setStatus('loading');
    abort.current = new AbortController();
    const { items: loaded, filters: f } = state.current;
    fetchArtworkPage(artworkApiParams(f, PAGE_SIZE, loaded.length), abort.current.signal).then(
      (page) => {
        busy.current = false;
        attempts.current = 0;
        setItems((list) => {
          const seen = new Set(list.map((a) => a.id));
          return [...list, ...page.items.filter((a) => !seen.has(a.id)).map(toCardArtwork)];
        });
        setTotal(page.total);
        setStatus('idle');
        setError(null);
      },
      (e: unknown) => {
        busy.current = false;
        if (abort.current?.signal.aborted) return;
        attempts.current += 1;
        const delay = galleryRetryDelay(e, attempts.current);
        setError(e instanceof Error ? e.message : 'Network error');
        setStatus(delay === null ? 'error' : 'retrying');
        if (delay !== null) timer.current = setTimeout(loadMore, delay);
        else attempts.current = 0;
      },
    );
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      abort.current?.abort();
    },
    [],
  );

  return { items, total, status, error, hasMore: items.length < total, loadMore };
}
