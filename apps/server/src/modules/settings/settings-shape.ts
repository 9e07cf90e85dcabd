import { type AdminShopSettings, RATED_CLASSES } from '@vernissage/contract';
import { z } from 'zod';

/** Storage terms inside the server: the fee in integer cents, like all money (dollars only at the API edge). */
export const storageTerms = z.object({
  monthlyFeeCents: z.number().int().min(0),
  country: z.string().trim().min(1).max(100),
  firstMonthFree: z.boolean(),
});
type StorageTerms = z.infer<typeof storageTerms>;

/** A shipping rate inside the server: in cents. */
const storedRate = z.object({
  zone: z.string().min(1).max(60),
  class: z.enum(RATED_CLASSES),
  amountCents: z.number().int().min(0),
});
export const storedRates = z.array(storedRate).max(300);
type StoredRate = z.infer<typeof storedRate>;

/** The shop's settings as services use them (private ones included); `toPublicShopSettings` gives the API shape. */
export type ShopSettings = Omit<AdminShopSettings, 'storage' | 'shippingRates'> & {
  storage: StorageTerms;
  shippingRates: StoredRate[];
};
