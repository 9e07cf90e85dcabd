import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMe, AdminNotifications } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';

/** The signed-in admin: email, role, password date, two-factor and notification settings. */
export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: () => adminQuery(adminApi.account.me(), 'Failed to load your account', 'Network error'),
    enabled,
  });
}

export function useLoginHistory(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.loginHistory,
    queryFn: () => adminQuery(adminApi.account.loginHistory(), 'Failed to load the login history', 'Network error'),
    enabled,
    staleTime: 0,
  });
}

/** Saves the notification toggles for this admin, showing the change at once and undoing it on failure. */
export function useSaveNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (notifications: AdminNotifications) => {
      const result = await adminApi.account.setNotifications({ body: notifications });
      if (!result.ok) throw new Error(failureText(result, 'Failed to save notification settings'));
      return result.data.notifications;
    },
    onMutate: (notifications) => {
      const before = client.getQueryData<AdminMe>(adminKeys.me);
      if (before) client.setQueryData<AdminMe>(adminKeys.me, { ...before, notifications });
      return { before };
    },
    onSuccess: () => adminToast('Notification settings saved!'),
    onError: (error, _n, context) => {
      if (context?.before) client.setQueryData(adminKeys.me, context.before);
      adminToast(error.message, 'error');
    },
  });
}

/** Changes the password; the server signs every session out when it succeeds. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: { old_password: string; new_password: string }) => {
      const result = await adminApi.account.changePassword({ body });
      if (!result.ok) throw new Error(failureText(result, 'Failed to change password'));
    },
    onSuccess: () => adminToast('Password changed successfully!'),
    onError: (error) => adminToast(error.message, 'error'),
  });
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}
