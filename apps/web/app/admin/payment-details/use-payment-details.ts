import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentDetails, PaymentDetailsBody } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';
import { needsReauth, ReauthRequired } from './use-reauthenticate.ts';

/** Checks the server's health first, then loads the details; null means not configured yet (404). */
export function usePaymentDetails() {
  return useQuery({
    queryKey: adminKeys.paymentDetails,
    queryFn: async (): Promise<PaymentDetails | null> => {
      const health = await adminApi.ops.health();
      if (!health.ok && health.network)
        throw new Error('Cannot connect to backend server. Please ensure the server is running.');
      if (!health.ok) throw new Error('Backend server is not responding properly');
      const result = await adminApi.paymentDetails.get();
      if (result.ok) return result.data;
      if (result.status === 404) return null;
      throw new Error(
        failureText(
          result,
          'Failed to fetch payment details',
          'Network error - please check if the backend server is running',
        ),
      );
    },
  });
}

/** Updates (PUT) when the record exists, creates (POST) otherwise. */
export function useSavePaymentDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ exists, body }: { exists: boolean; body: PaymentDetailsBody }) => {
      const result = exists
        ? await adminApi.paymentDetails.update({ body })
        : await adminApi.paymentDetails.create({ body });
      // Not a failure: the form asks for the password and saves the same values again.
      if (needsReauth(result)) throw new ReauthRequired();
      if (!result.ok) {
        adminToast('Failed to save payment details', 'error');
        throw new Error(failureText(result, 'Save failed'));
      }
      return result.data;
    },
    onSuccess: (saved, { exists }) => {
      adminToast(exists ? 'Payment details updated!' : 'Payment details saved!');
      client.setQueryData(adminKeys.paymentDetails, saved);
    },
  });
}
