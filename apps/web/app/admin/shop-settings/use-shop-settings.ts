import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, type ShopSettingsBody, shopSettingsEndpoints } from '@vernissage/contract';
import { callEndpoint } from '../../lib/endpoint-call.ts';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';
import { needsReauth, ReauthRequired } from '../payment-details/use-reauthenticate.ts';

/** The shop's settings and whether the owner has saved them yet (the set-up notice reads this too). */
export function useShopSettingsView() {
  return useQuery({
    queryKey: adminKeys.shopSettings,
    queryFn: () => adminQuery(adminApi.shopSettings.get(), 'Failed to load shop settings'),
  });
}

/**
 * The shop's currency for every amount in the back office (Staff read the public settings too, as
 * they may not read the Shop tab's); fetched again after the Shop tab saves.
 */
export function useShopCurrency(): string {
  const query = useQuery({
    queryKey: [...adminKeys.shopSettings, 'public'],
    queryFn: async () => {
      const result = await callEndpoint(shopSettingsEndpoints.get, {});
      if (!result.ok) throw new Error('Failed to load the shop settings');
      return result.data;
    },
    staleTime: 60_000,
  });
  return query.data?.currency ?? DEFAULT_CURRENCY;
}

export function useShopSettingsHistory() {
  return useQuery({
    queryKey: [...adminKeys.shopSettings, 'history'],
    queryFn: () => adminQuery(adminApi.shopSettings.history(), 'Failed to load the change history'),
  });
}

/** A save the server refused; `details` holds its message per field of the body ('taxRates.0.rate'). */
export class SettingsRefused extends Error {
  constructor(
    message: string,
    readonly details: Record<string, string>,
  ) {
    super(message);
  }
}

export function useSaveShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShopSettingsBody) => {
      const result = await adminApi.shopSettings.save({ body });
      // Not a failure: the form asks for the password and saves the same values again.
      if (needsReauth(result)) throw new ReauthRequired();
      if (!result.ok) {
        adminToast('Failed to save shop settings', 'error');
        throw new SettingsRefused(failureText(result, 'Save failed'), result.details ?? {});
      }
      return result.data;
    },
    onSuccess: (saved) => {
      adminToast('Shop settings saved!');
      client.setQueryData(adminKeys.shopSettings, saved);
      void client.invalidateQueries({ queryKey: [...adminKeys.shopSettings, 'history'] });
      void client.invalidateQueries({ queryKey: [...adminKeys.shopSettings, 'public'] });
    },
  });
}
