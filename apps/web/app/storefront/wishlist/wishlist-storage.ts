/** The wishlist in localStorage: a JSON list of artwork ids under `wishlist`. */
export const WISHLIST_KEY = 'wishlist';
export const WISHLIST_EVENT = 'wishlistUpdated';

/** Stored ids; unparseable data gives none (logged only). */
export function parseWishlist(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];
  } catch (error) {
    console.warn('Ignoring unreadable wishlist in localStorage', error);
    return [];
  }
}

/** Adds the id when absent, removes it when present; says which it did. */
export function toggleId(ids: readonly string[], id: string): { ids: string[]; added: boolean } {
  return ids.includes(id) ? { ids: ids.filter((x) => x !== id), added: false } : { ids: [...ids, id], added: true };
}

export function readWishlistRaw(): string | null {
  try {
    return window.localStorage.getItem(WISHLIST_KEY);
  } catch {
    return null; // storage blocked
  }
}

export function writeWishlist(ids: string[]): void {
  try {
    window.localStorage.setItem(WISHLIST_KEY, JSON.stringify(ids));
  } catch (error) {
    console.warn('Could not save the wishlist', error);
  }
  window.dispatchEvent(new Event(WISHLIST_EVENT));
}
