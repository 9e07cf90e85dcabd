import {
  type AdminTabId,
  adminPaymentDetailsEndpoints,
  adminPayoutEndpoints,
  adminShopSettingsEndpoints,
  adminUserEndpoints,
  type Endpoint,
} from '@vernissage/contract';
import {
  ChartColumn,
  Cookie,
  Frame,
  Gavel,
  HandCoins,
  Hourglass,
  Inbox,
  Landmark,
  type LucideIcon,
  Mail,
  MonitorPlay,
  Package,
  Palette,
  Shapes,
  Store,
  UserCog,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A back-office tab: its sidebar icon and its panel, loaded the first time the tab opens. `ownerOnly`
 * names what only an Owner may do there; Staff see that sentence instead of the panel (the server
 * refuses them anyway, decision 030).
 */
export type AdminTabEntry = { icon: LucideIcon; Panel: LazyExoticComponent<ComponentType>; ownerOnly?: string };

/** A tab is Owner-only when the endpoint its panel stands on is: the contract states the role once. */
const ownerOnlyBy = (endpoint: Endpoint, reason: string): Pick<AdminTabEntry, 'ownerOnly'> =>
  endpoint.role === 'owner' ? { ownerOnly: reason } : {};

const panel = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/**
 * Every tab, by the id the contract's ADMIN_TABS gives it (with its label and default order, which
 * the server's saved sidebar order also reads). A new tab is one entry here.
 */
const ADMIN_TAB_REGISTRY = {
  artworks: { icon: Frame, Panel: panel(() => import('./artworks/artworks-tab.tsx'), 'ArtworksTab') },
  artists: { icon: Palette, Panel: panel(() => import('./artists/artists-tab.tsx'), 'ArtistsTab') },
  orders: { icon: Package, Panel: panel(() => import('./orders/orders-tab.tsx'), 'OrdersTab') },
  offers: { icon: Gavel, Panel: panel(() => import('./offers/offers-tab.tsx'), 'OffersTab') },
  holds: { icon: Hourglass, Panel: panel(() => import('./offers/holds-tab.tsx'), 'HoldsTab') },
  // Its charts (recharts) load with the tab, never with the rest of the back office or the shop.
  sales: { icon: ChartColumn, Panel: panel(() => import('./sales/sales-tab.tsx'), 'SalesTab') },
  'artist-payouts': {
    icon: HandCoins,
    Panel: panel(() => import('./payouts/payouts-tab.tsx'), 'PayoutsTab'),
    ...ownerOnlyBy(adminPayoutEndpoints.summary, 'Only an Owner can see what the gallery owes its artists.'),
  },
  newsletter: { icon: Mail, Panel: panel(() => import('./newsletter/newsletter-tab.tsx'), 'NewsletterTab') },
  cookies: { icon: Cookie, Panel: panel(() => import('./cookies/cookies-tab.tsx'), 'CookiesTab') },
  users: {
    icon: UserCog,
    Panel: panel(() => import('./users/users-tab.tsx'), 'UsersTab'),
    ...ownerOnlyBy(adminUserEndpoints.list, 'Only an Owner can manage administrators.'),
  },
  'hero-media': { icon: MonitorPlay, Panel: panel(() => import('./hero-media/hero-media-tab.tsx'), 'HeroMediaTab') },
  'payment-details': {
    icon: Landmark,
    Panel: panel(() => import('./payment-details/payment-details-tab.tsx'), 'PaymentDetailsTab'),
    ...ownerOnlyBy(adminPaymentDetailsEndpoints.get, 'Only an Owner can see and change the bank details.'),
  },
  'format-categories': {
    icon: Shapes,
    Panel: panel(() => import('./formats/format-categories-tab.tsx'), 'FormatCategoriesTab'),
  },
  'shop-settings': {
    icon: Store,
    Panel: panel(() => import('./shop-settings/shop-settings-tab.tsx'), 'ShopSettingsTab'),
    ...ownerOnlyBy(adminShopSettingsEndpoints.save, "Only an Owner can change the shop's settings."),
  },
  messages: { icon: Inbox, Panel: panel(() => import('./messages/messages-tab.tsx'), 'MessagesTab') },
} satisfies Record<AdminTabId, AdminTabEntry>;

const isTabId = (id: string): id is AdminTabId => Object.hasOwn(ADMIN_TAB_REGISTRY, id);

/** The entry of a tab id; an id this version does not know opens the first tab's. */
export function adminTab(id: string): AdminTabEntry {
  return isTabId(id) ? ADMIN_TAB_REGISTRY[id] : ADMIN_TAB_REGISTRY.artworks;
}
