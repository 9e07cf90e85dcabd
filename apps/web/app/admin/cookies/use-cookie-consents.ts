import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COOKIE_USERS_PAGE_SIZE } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';

const ANALYTICS_FAILED = 'Failed to fetch analytics.';
const NETWORK = 'Network error.';

/** How many choices, and the yeses to analytics and marketing. */
export function useCookieTotals() {
  return useQuery({
    queryKey: [...adminKeys.cookies, 'totals'],
    queryFn: () => adminQuery(adminApi.cookies.totals(), ANALYTICS_FAILED, NETWORK),
  });
}

export function useCookiesByCountry() {
  return useQuery({
    queryKey: [...adminKeys.cookies, 'by-country'],
    queryFn: async () => (await adminQuery(adminApi.cookies.byCountry(), ANALYTICS_FAILED, NETWORK)).by_country,
  });
}

export function useCookiesByDate() {
  return useQuery({
    queryKey: [...adminKeys.cookies, 'by-date'],
    queryFn: async () => (await adminQuery(adminApi.cookies.byDate(), ANALYTICS_FAILED, NETWORK)).by_date,
  });
}

/** One page of the User Details table; the previous page stays on screen while the next loads. */
export function useCookieUsers(page: number) {
  const skip = page * COOKIE_USERS_PAGE_SIZE;
  return useQuery({
    queryKey: [...adminKeys.cookies, 'users', page],
    queryFn: () =>
      adminQuery(
        adminApi.cookies.users({ query: { skip, limit: COOKIE_USERS_PAGE_SIZE } }),
        'Failed to fetch users.',
        NETWORK,
      ),
    placeholderData: keepPreviousData,
  });
}
