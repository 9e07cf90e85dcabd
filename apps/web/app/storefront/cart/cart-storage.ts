import { type CartItem, lineId } from './cart.ts';

export const CART_KEY = 'cart';
const CART_EVENT = 'cartUpdated';

function isLine(value: unknown): value is CartItem {
  const v = value as Partial<CartItem> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.artwork?.id === 'string' &&
    typeof v.artwork.title === 'string' &&
    typeof v.format?.id === 'string' &&
    (typeof v.format.price === 'number' || v.format.price === null) &&
    typeof v.quantity === 'number'
  );
}

/** The stored cart; anything unreadable is dropped (logged only), never thrown. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isLine).map((line) => ({
      ...line,
      id: lineId(line.artwork.id, line.format.id),
      artwork: {
        ...line.artwork,
        artist: line.artwork.artist ?? { id: '', name: '' },
        pictures: Array.isArray(line.artwork.pictures) ? line.artwork.pictures : [],
        formats: Array.isArray(line.artwork.formats) ? line.artwork.formats : [],
        availability: line.artwork.availability ?? 'available',
        // Carts stored before the caps lack these; the refresh from the server fills them in.
        limited: line.artwork.limited === true,
        limitedCount: typeof line.artwork.limitedCount === 'number' ? line.artwork.limitedCount : null,
      },
      quantity: Math.max(1, Math.floor(line.quantity)),
    }));
  } catch (error) {
    console.warn('Ignoring unreadable cart in localStorage', error);
    return [];
  }
}

export function readCart(): CartItem[] {
  try {
    return parseCart(window.localStorage.getItem(CART_KEY));
  } catch {
    return []; // storage blocked
  }
}

export function writeCart(items: CartItem[]): void {
  try {
    window.localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch (error) {
    console.warn('Could not save the cart', error);
  }
  window.dispatchEvent(new Event(CART_EVENT));
}
