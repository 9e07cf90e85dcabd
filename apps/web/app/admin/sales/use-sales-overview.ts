import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { salesOverview } from '@vernissage/contract';
import { adminQuery } from '../api/client.ts';

const FAILED = 'Failed to load the sales overview.';
const NETWORK = 'Network error.';

/** GET /api/admin/sales-overview for a range (empty: the server's default, the last twelve months). */
export function useSalesOverview(range: { from: string; to: string }) {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  return useQuery({
    queryKey: ['admin', 'sales', query.toString()],
    queryFn: () => adminQuery(`/api/admin/sales-overview?${query}`, salesOverview, FAILED, NETWORK),
    placeholderData: keepPreviousData,
  });
}
