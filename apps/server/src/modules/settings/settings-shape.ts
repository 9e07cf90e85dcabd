import type { AdminShopSettings } from '@vernissage/contract';
import { z } from 'zod';

/** Storage terms inside the server: the fee in integer cents, like all money (dollars only at the API edge). */
export const storageTerms = z.object({
  monthlyFeeCents: z.number().int().min(0),
  country: z.string().trim().min(1).max(100),
  firstMonthFree: z.boolean(),
});
type StorageTerms = z.infer<typeof storageTerms>;

/** The shop's settings as services use them (private ones included); `toPublicShopSettings` gives the API shape. */
export type ShopSettings = Omit<AdminShopSettings, 'storage'> & { storage: StorageTerms };
