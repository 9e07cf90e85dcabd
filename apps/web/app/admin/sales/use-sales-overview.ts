import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery } from '../api/client.ts';

const FAILED = 'Failed to load the sales overview.';
const NETWORK = 'Network error.';

/** The sales overview for a range (empty: the server's default, the last twelve months). */
export function useSalesOverview(range: { from: string; to: string }) {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  return useQuery({
    queryKey: ['admin', 'sales', query.toString()],
    queryFn: () => adminQuery(adminApi.sales.overview({ query }), FAILED, NETWORK),
    placeholderData: keepPreviousData,
  });
}
