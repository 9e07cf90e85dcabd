import { QueryClient } from '@tanstack/react-query';

/** Query keys of the back office, in one place. */
export const adminKeys = {
  sidebar: ['admin', 'sidebar'] as const,
  me: ['admin', 'me'] as const,
  loginHistory: ['admin', 'login-history'] as const,
  sessions: ['admin', 'sessions'] as const,
  artworks: ['admin', 'artworks'] as const,
  artists: ['admin', 'artists'] as const,
  heroMedia: ['admin', 'hero-media'] as const,
  paymentDetails: ['admin', 'payment-details'] as const,
  shopSettings: ['admin', 'shop-settings'] as const,
  messages: ['admin', 'messages'] as const,
  formatCategories: ['admin', 'format-categories'] as const,
  formatTypes: ['admin', 'format-types'] as const,
  users: ['admin', 'users'] as const,
  cookies: ['admin', 'cookies'] as const,
  orders: ['admin', 'orders'] as const,
  orderList: (query: string) => ['admin', 'orders', 'list', query] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  storageBilling: (id: string) => ['admin', 'orders', 'billing', id] as const,
  certificates: (orderId: string) => ['admin', 'orders', 'certificates', orderId] as const,
  payouts: ['admin', 'payouts'] as const,
  offers: ['admin', 'offers'] as const,
  holds: ['admin', 'holds'] as const,
};

/** Lists reload when a tab opens again; a failed load is shown at once rather than retried quietly. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
}
