import { useCallback, useEffect, useRef, useState } from 'react';
import { parseRecentSearches, RECENT_SEARCHES_KEY, rememberSearch } from './recent-searches.ts';

function store(list: string[]) {
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // storage blocked: recent searches last for this visit only
  }
}

/** Recent searches from localStorage; `remember` adds one (replacing what this box saved while typing). */
export function useRecentSearches() {
  const [recent, setRecent] = useState<string[]>([]);
  const lastSaved = useRef<string | undefined>(undefined);
  useEffect(() => {
    try {
      setRecent(parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY)));
    } catch {
      setRecent([]);
    }
  }, []);
  const remember = useCallback((term: string) => {
    const replacing = lastSaved.current;
    lastSaved.current = term;
    setRecent((list) => {
      const next = rememberSearch(list, term, replacing);
      store(next);
      return next;
    });
  }, []);
  /** A new search from a recent one or a fresh box: nothing to replace. */
  const startOver = useCallback(() => {
    lastSaved.current = undefined;
  }, []);
  const clear = useCallback(() => {
    lastSaved.current = undefined;
    setRecent([]);
    store([]);
  }, []);
  return { recent, remember, startOver, clear };
}
