import { useCallback, useSyncExternalStore } from 'react';
import { toast } from '../../ui/toast.tsx';
import {
  parseWishlist,
  readWishlistRaw,
  toggleId,
  WISHLIST_EVENT,
  WISHLIST_KEY,
  writeWishlist,
} from './wishlist-storage.ts';

export type Wishlist = { ids: string[]; has(id: string): boolean; toggle(id: string): void };

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(WISHLIST_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(WISHLIST_EVENT, onChange);
  };
}

// One parsed list per stored string, so every reader gets the same array until it changes.
let cache: { raw: string | null; ids: string[] } = { raw: null, ids: [] };
function snapshot(): string[] {
  const raw = readWishlistRaw();
  if (raw !== cache.raw) cache = { raw, ids: parseWishlist(raw) };
  return cache.ids;
}
const none: string[] = [];
const serverSnapshot = () => none;

/**
 * The visitor's wishlist of artwork ids, shared by every component through localStorage and the
 * `wishlistUpdated` event (and across tabs through `storage`). Empty on the server.
 */
export function useWishlist(): Wishlist {
  const ids = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const has = useCallback((id: string) => ids.includes(id), [ids]);
  const toggle = useCallback((id: string) => {
    const result = toggleId(parseWishlist(readWishlistRaw()), id);
    writeWishlist(result.ids);
    toast(result.added ? 'Added to wishlist!' : 'Removed from wishlist!');
  }, []);
  return { ids, has, toggle };
}
