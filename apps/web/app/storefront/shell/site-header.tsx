import { Heart, Menu, ShoppingBag, User } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { telHref } from '../../lib/shop-info.ts';
import { useShopInfo } from '../../lib/use-shop-info.ts';
import { preloadCartDrawer } from '../cart/cart-provider.tsx';
import { useCart } from '../cart/use-cart.ts';
import { useWishlist } from '../wishlist/use-wishlist.ts';
import { HeaderIconButton } from './header-icon.tsx';
import { HeaderSearch } from './header-search.tsx';
import { Wordmark } from './wordmark.tsx';

const loadMenu = () => import('./site-menu.tsx');
const SiteMenu = lazy(loadMenu);
const loadWishlist = () => import('../wishlist/wishlist-modal.tsx');
const WishlistModal = lazy(loadWishlist);
const loadAccount = () => import('../orders/account-modal.tsx');
const AccountModal = lazy(loadAccount);

/** The slim sticky header: menu and logo on the left, phone and icons on the right. */
export function SiteHeader() {
  const shopInfo = useShopInfo();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [wishlistOpen, setWishlistOpen] = useState(false);
  const [wishlistWanted, setWishlistWanted] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const [accountWanted, setAccountWanted] = useState(false);
  const wishlist = useWishlist().ids.length;
  const cart = useCart();

  return (
    <header className="sticky top-0 z-30 print:hidden h-[var(--spacing-header)] border-b border-line bg-paper/95 backdrop-blur-md">
      <div className="mx-auto flex h-full max-w-content items-center justify-between px-[max(0.25rem,calc(var(--spacing-gutter)-0.75rem))]">
        <div className="flex items-center">
          <button
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMenu()}
            onFocus={() => void loadMenu()}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            className="grid size-11 place-items-center rounded-full transition-colors duration-200 hover:bg-mat"
          >
            <Menu aria-hidden className="size-5" strokeWidth={1.5} />
          </button>
          <Link
            to="/"
            className="px-1 font-display text-[0.9375rem] leading-none font-normal tracking-[0.2em] uppercase sm:ml-1 sm:text-[1.125rem] sm:tracking-[0.24em]"
          >
            <Wordmark logoClass="h-7 sm:h-8" />
          </Link>
        </div>
        <div className="flex items-center">
          <a
            href={telHref(shopInfo.phone)}
            className="mr-3 hidden text-[0.8125rem] text-muted tabular-nums link-quiet hover:text-ink md:inline"
          >
            <span className="label-caps mr-2 text-[0.625rem]">Call us</span>
            {shopInfo.phone}
          </a>
          <HeaderSearch />
          <HeaderIconButton
            icon={Heart}
            label="Wishlist"
            count={wishlist}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadWishlist()}
            onFocus={() => void loadWishlist()}
            onClick={() => {
              setWishlistWanted(true);
              setWishlistOpen(true);
            }}
          />
          <HeaderIconButton
            icon={User}
            label="Account"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadAccount()}
            onFocus={() => void loadAccount()}
            onClick={() => {
              setAccountWanted(true);
              setAccountOpen(true);
            }}
          />
          <HeaderIconButton
            icon={ShoppingBag}
            label="Cart"
            count={cart.count}
            aria-haspopup="dialog"
            onPointerEnter={() => void preloadCartDrawer()}
            onFocus={() => void preloadCartDrawer()}
            onClick={cart.openCart}
          />
        </div>
      </div>
      {wishlistWanted && (
        <Suspense fallback={null}>
          <WishlistModal open={wishlistOpen} onOpenChange={setWishlistOpen} />
        </Suspense>
      )}
      {accountWanted && (
        <Suspense fallback={null}>
          <AccountModal open={accountOpen} onOpenChange={setAccountOpen} />
        </Suspense>
      )}
      {menuWanted && (
        <Suspense fallback={null}>
          <SiteMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
