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

const none: string[] = [];
const serverSnapshot = () => none;

// One parsed list per stored string, so every reader gets the same array until it changes. An
// empty list is the server's own array: hydration then needs no second render of every card.
let cache: { raw: string | null; ids: string[] } = { raw: null, ids: none };
function snapshot(): string[] {
  const raw = readWishlistRaw();
  if (raw !== cache.raw) {
    const ids = parseWishlist(raw);
    cache = { raw, ids: ids.length > 0 ? ids : none };
  }
  return cache.ids;
}

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
