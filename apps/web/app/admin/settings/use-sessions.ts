import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';

/** This account's sessions still in force, last used first. */
export function useSessions(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.sessions,
    queryFn: async () =>
      (await adminQuery(adminApi.account.sessions(), 'Failed to load your sessions', 'Network error')).sessions,
    enabled,
    staleTime: 0,
  });
}

/** Ends one session (`id`), or every one (`everywhere`): the caller signs out here when its own ends. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (which: { id: string } | 'everywhere') => {
      const result =
        which === 'everywhere'
          ? await adminApi.account.signOutEverywhere()
          : await adminApi.account.endSession({ params: { id: which.id } });
      if (!result.ok) throw new Error(failureText(result, 'Failed to sign the session out', 'Network error'));
      return result.data;
    },
    onSuccess: (data) => adminToast(data.message ?? 'Signed out.'),
    onError: (error) => adminToast(error.message, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.sessions }),
  });
}
