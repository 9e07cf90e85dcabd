import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';

/** One page of the inbox: unread first, then newest first. */
export function useMessages(page: number) {
  return useQuery({
    queryKey: [...adminKeys.messages, page],
    queryFn: () => adminQuery(adminApi.messages.list({ query: { page } }), 'Failed to load messages'),
    placeholderData: keepPreviousData,
  });
}

type Change = { id: string } & ({ kind: 'read'; read: boolean } | { kind: 'delete' });

/** Marks a message read or unread, or deletes it; the list reloads after either. */
export function useChangeMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change) => {
      const params = { id: change.id };
      const result =
        change.kind === 'delete'
          ? await adminApi.messages.remove({ params })
          : await adminApi.messages.markRead({ params, body: { read: change.read } });
      if (!result.ok) throw new Error(failureText(result, 'The message could not be changed'));
      return change;
    },
    onSuccess: (change) => {
      if (change.kind === 'delete') adminToast('Message deleted');
      void client.invalidateQueries({ queryKey: adminKeys.messages });
    },
    onError: (error) => adminToast(error.message, 'error'),
  });
}
