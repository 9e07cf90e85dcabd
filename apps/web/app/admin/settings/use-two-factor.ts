import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisableBody } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { type AdminResult, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';

async function post<T>(sent: Promise<AdminResult<T>>, fallback: string): Promise<T> {
  const result = await sent;
  if (!result.ok) throw new Error(failureText(result, fallback, 'Network error'));
  return result.data;
}

/** A new secret and QR code to scan; sign-in does not change until a code confirms it. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: () => post(adminApi.account.twoFactorSetup(), 'Failed to start the setup'),
  });
}

/** Confirms the setup with the app's first code; answers the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      post(adminApi.account.twoFactorEnable({ body: { code } }), 'Failed to turn on two-factor authentication'),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.me }),
  });
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) =>
      post(adminApi.account.twoFactorDisable({ body }), 'Failed to turn off two-factor authentication'),
    onSuccess: async () => {
      adminToast('Two-factor authentication is off');
      await client.invalidateQueries({ queryKey: adminKeys.me });
    },
  });
}

/** 'JBSWY3DPEHPK3PXP' as 'JBSW Y3DP EHPK 3PXP': easier to type from the screen. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
