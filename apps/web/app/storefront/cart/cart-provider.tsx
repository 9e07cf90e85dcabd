import type { Artwork, Format } from '@vernissage/contract';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { getArtworks } from '../api/client.ts';
import { addItem, type CartArtwork, type CartItem, cartCount, cartTotal, removeItem, setItemQuantity } from './cart.ts';
import { type CartChange, refreshItems, refreshQuery } from './cart-refresh.ts';
import { CART_KEY, readCart, writeCart } from './cart-storage.ts';
import { CartContext, type CartContextValue } from './use-cart.ts';
import type { CheckoutSource } from './use-invoice-checkout.ts';

const loadDrawer = () => import('./cart-drawer.tsx');
const CartDrawer = lazy(loadDrawer);
const CheckoutDialog = lazy(() => import('./checkout-dialog.tsx'));

/** Asks the server for the lines' artworks; the stored copies may be stale. */
async function fetchFresh(items: CartItem[]): Promise<Artwork[] | null> {
  const query = refreshQuery(items);
  if (!query) return null;
  // Offline or refused: keep the stored lines as they are.
  const result = await getArtworks(query).catch(() => null);
  return result?.ok ? result.data : null;
}

/**
 * The cart: read from localStorage after hydration, saved on every change, refreshed from the
 * server once on load, and kept in step with other tabs through the `storage` event.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [ready, setReady] = useState(false);
  const [changes, setChanges] = useState<CartChange[]>([]);
  const [drawer, setDrawer] = useState({ open: false, wanted: false });
  const [checkout, setCheckout] = useState<{ open: boolean; wanted: boolean; source: CheckoutSource }>({
    open: false,
    wanted: false,
    source: 'page',
  });
  const skipWrite = useRef(true);
  // What opened the bag (the header button, an Add to Cart): focus goes back there on close.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const stored = readCart();
    // In a transition, so re-rendering the bag's readers (every card's quick add) does not block
    // the page just hydrated; an empty stored bag keeps the initial array (decision 016).
    startTransition(() => {
      if (stored.length > 0) setItems(stored);
      setReady(true);
    });
    let live = true;
    void fetchFresh(stored).then((fresh) => {
      if (!fresh || !live) return;
      setChanges(refreshItems(stored, fresh).changes);
      setItems((current) => refreshItems(current, fresh).items);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_KEY && event.key !== null) return;
      skipWrite.current = true; // another tab wrote it; do not write it back
      setItems(readCart());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (skipWrite.current) {
      skipWrite.current = false;
      return;
    }
    writeCart(items);
  }, [items]);

  const remove = useCallback((id: string) => {
    setItems((list) => removeItem(list, id));
    setChanges((list) => list.filter((c) => c.id !== id));
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: cartCount(items),
      total: cartTotal(items),
      add: (artwork: CartArtwork, format: Format, quantity = 1) =>
        setItems((list) => addItem(list, artwork, format, quantity)),
      setQuantity: (id: string, quantity: number) => {
        setItems((list) => setItemQuantity(list, id, quantity));
        if (quantity <= 0) setChanges((list) => list.filter((c) => c.id !== id));
      },
      remove,
      clear: () => {
        setItems([]);
        setChanges([]);
      },
      openCart: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setDrawer({ open: true, wanted: true });
      },
      openCheckout: (source = 'page') => {
        setDrawer((d) => ({ ...d, open: false }));
        setCheckout({ open: true, wanted: true, source });
      },
      changes,
      ready,
    }),
    [items, changes, ready, remove],
  );

  return (
    <CartContext.Provider value={value}>
      {children}
      {drawer.wanted && (
        <Suspense fallback={null}>
          <CartDrawer
            open={drawer.open}
            onOpenChange={(open) => setDrawer((d) => ({ ...d, open }))}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
      {checkout.wanted && (
        <Suspense fallback={null}>
          <CheckoutDialog
            source={checkout.source}
            open={checkout.open}
            onOpenChange={(open) => setCheckout((c) => ({ ...c, open }))}
            fallbackFocus={() => opener.current}
          />
        </Suspense>
      )}
    </CartContext.Provider>
  );
}

export { loadDrawer as preloadCartDrawer };
