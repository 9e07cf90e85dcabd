import { startTransition, useCallback, useEffect, useState } from 'react';
import type { GalleryFilters } from './gallery-filters.ts';
import { deletePreset, type FilterPreset, PRESETS_KEY, parsePresets, savePreset } from './presets.ts';

function write(list: FilterPreset[]) {
  try {
    window.localStorage.setItem(PRESETS_KEY, JSON.stringify(list));
  } catch {
    // storage blocked or full: the presets last for this visit only
  }
}

/** Saved filter presets from localStorage (empty on the server and until hydrated). */
export function usePresets() {
  const [presets, setPresets] = useState<FilterPreset[]>([]);
  useEffect(() => {
    let stored: FilterPreset[] = [];
    try {
      stored = parsePresets(window.localStorage.getItem(PRESETS_KEY));
    } catch {
      // storage blocked: no presets
    }
    // Setting an equal empty list would still re-render the whole gallery just after hydration
    // (decision 016); a transition keeps a real list from blocking the page.
    if (stored.length > 0) startTransition(() => setPresets(stored));
  }, []);
  const save = useCallback((name: string | null, filters: GalleryFilters) => {
    setPresets((list) => {
      const next = savePreset(list, name, filters);
      if (next !== list) write(next);
      return next;
    });
  }, []);
  const remove = useCallback((name: string) => {
    setPresets((list) => {
      const next = deletePreset(list, name);
      write(next);
      return next;
    });
  }, []);
  return { presets, save, remove };
}
