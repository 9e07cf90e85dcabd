import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ShopSettingsBody, shopSettingsAdminView, shopSettingsHistory } from '@vernissage/contract';
import { adminFetch, adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';
import { needsReauth, ReauthRequired } from '../payment-details/use-reauthenticate.ts';

/** The shop's settings and whether the owner has saved them yet (the set-up notice reads this too). */
export function useShopSettingsView() {
  return useQuery({
    queryKey: adminKeys.shopSettings,
    queryFn: () => adminQuery('/api/admin/shop-settings', shopSettingsAdminView, 'Failed to load shop settings'),
  });
}

export function useShopSettingsHistory() {
  return useQuery({
    queryKey: [...adminKeys.shopSettings, 'history'],
    queryFn: () =>
      adminQuery('/api/admin/shop-settings/history', shopSettingsHistory, 'Failed to load the change history'),
  });
}

export function useSaveShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShopSettingsBody) => {
      const result = await adminFetch('/api/admin/shop-settings', shopSettingsAdminView, { method: 'PUT', json: body });
      // Not a failure: the form asks for the password and saves the same values again.
      if (needsReauth(result)) throw new ReauthRequired();
      if (!result.ok) {
        adminToast('Failed to save shop settings', 'error');
        throw new Error(failureText(result, 'Save failed'));
      }
      return result.data;
    },
    onSuccess: (saved) => {
      adminToast('Shop settings saved!');
      client.setQueryData(adminKeys.shopSettings, saved);
      void client.invalidateQueries({ queryKey: [...adminKeys.shopSettings, 'history'] });
    },
  });
}
