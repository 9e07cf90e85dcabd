import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TABS } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';
import type { Tab } from './tab-order.ts';

const defaultTabs: Tab[] = ADMIN_TABS.map(({ id, label }) => ({ id, label }));

/** The sidebar tabs in this admin's saved order; if the server cannot say, the default order. */
export function useSidebarTabs() {
  return useQuery({
    queryKey: adminKeys.sidebar,
    queryFn: async (): Promise<Tab[]> => {
      const result = await adminApi.account.sidebar();
      return result.ok && Array.isArray(result.data?.sidebar) ? result.data.sidebar : defaultTabs;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Shows the new order at once and saves it for this admin. */
export function useSaveTabOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (tabs: Tab[]) => {
      const result = await adminApi.account.setSidebar({ body: { order: tabs.map((t) => t.id) } });
      // A 401 has already ended the session; anything else is worth saying.
      if (!result.ok && result.status !== 401) throw new Error('The new tab order could not be saved.');
      return result.ok ? result.data : null;
    },
    onMutate: (tabs) => client.setQueryData(adminKeys.sidebar, tabs),
    onError: (error) => adminToast(error.message, 'error'),
  });
}

export { defaultTabs };
