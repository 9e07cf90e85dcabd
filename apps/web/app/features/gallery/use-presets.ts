import { useCallback, useEffect, useState } from 'react';
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
    try {
      setPresets(parsePresets(window.localStorage.getItem(PRESETS_KEY)));
    } catch {
      setPresets([]);
    }
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
