import type { Format } from '@vernissage/contract';
import { createContext, useContext } from 'react';
import type { CartArtwork, CartItem } from './cart.ts';
import type { CartChange } from './cart-refresh.ts';

export type CartContextValue = {
  items: CartItem[];
  /** Sum of the quantities. */
  count: number;
  /** In dollars: the lines that can still be bought. */
  total: number;
  add(artwork: CartArtwork, format: Format, quantity?: number): void;
  setQuantity(id: string, quantity: number): void;
  remove(id: string): void;
  clear(): void;
  /** Opens the Shopping Bag drawer. */
  openCart(): void;
  /** Opens the invoice checkout (closing the drawer first); `popup` when opened from the drawer. */
  openCheckout(source?: 'popup' | 'page'): void;
  /** What the server changed since the lines were added (sold, unavailable, new price). */
  changes: CartChange[];
  /** False until the stored cart has been read in the browser. */
  ready: boolean;
};

export const CartContext = createContext<CartContextValue | null>(null);

/** The visitor's cart. Must be used inside `<CartProvider>` (the storefront shell has one). */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
