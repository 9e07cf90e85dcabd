import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesResponse } from '@vernissage/contract';
import { z } from 'zod';
import { adminFetch, adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';

const done = z.object({ success: z.literal(true) });

/** One page of the inbox: unread first, then newest first. */
export function useMessages(page: number) {
  return useQuery({
    queryKey: [...adminKeys.messages, page],
    queryFn: () => adminQuery(`/api/admin/messages?page=${page}`, messagesResponse, 'Failed to load messages'),
    placeholderData: keepPreviousData,
  });
}

type Change = { id: string } & ({ kind: 'read'; read: boolean } | { kind: 'delete' });

/** Marks a message read or unread, or deletes it; the list reloads after either. */
export function useChangeMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change) => {
      const path = `/api/admin/messages/${encodeURIComponent(change.id)}`;
      const result =
        change.kind === 'delete'
          ? await adminFetch(path, done, { method: 'DELETE' })
          : await adminFetch(path, done, { method: 'PATCH', json: { read: change.read } });
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
