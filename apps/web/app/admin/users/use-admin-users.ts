import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROLE_LABELS, type AddAdminBody, type AdminRole } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';

/** Every administrator, oldest first, with `isYou` for the signed-in one. */
export function useAdminUsers() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: async () =>
      (await adminQuery(adminApi.users.list(), 'Failed to fetch administrators', 'Network error')).users,
  });
}

/** Adds an admin with a password, or invites one; the server's message (a duplicate e-mail) is kept for the form. */
export function useAddAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddAdminBody) => {
      const result = await adminApi.users.add({ body });
      if (!result.ok) throw new Error(failureText(result, 'Failed to add administrator', 'Network error'));
      return result.data.user;
    },
    onSuccess: (user) => {
      adminToast(user.status === 'invited' ? `Invitation sent to ${user.email}.` : `${user.email} can now sign in.`);
      return client.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}

export function useRemoveAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await adminApi.users.remove({ params: { id } });
      if (!result.ok) throw new Error(failureText(result, 'Failed to remove administrator', 'Network error'));
    },
    onSuccess: () => adminToast('Administrator removed.'),
    onError: (error) => adminToast(error.message, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

/** An Owner makes an admin Owner or Staff; the server's refusal (the last Owner) comes back as a toast. */
export function useSetRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role }: { id: string; role: AdminRole }) => {
      const result = await adminApi.users.setRole({ params: { id }, body: { role } });
      if (!result.ok) throw new Error(failureText(result, 'Failed to change the role', 'Network error'));
      return result.data.user;
    },
    onSuccess: (user) => adminToast(`${user.email} is now ${ADMIN_ROLE_LABELS[user.role]}.`),
    onError: (error) => adminToast(error.message, 'error'),
    // Demoting yourself closes this tab: the account query says who you are now.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.users }),
        client.invalidateQueries({ queryKey: adminKeys.me }),
      ]),
  });
}
