import type { AdminShopSettings } from '@vernissage/contract';

/** The shop settings form: numbers as the text typed; the contract's schema turns them back. */
export type ShopFormValues = Omit<
  AdminShopSettings,
  'returnPolicy' | 'shippingPolicy' | 'storage' | 'defaultCommissionRate'
> & {
  returnPolicy: Omit<AdminShopSettings['returnPolicy'], 'days'> & { days: string };
  shippingPolicy: Omit<AdminShopSettings['shippingPolicy'], 'internationalWeeks'> & { internationalWeeks: string };
  storage: { monthlyFee: string; country: string; firstMonthFree: boolean };
  defaultCommissionRate: string;
};

export function shopFormValues(s: AdminShopSettings): ShopFormValues {
  return {
    ...s,
    address: { ...s.address },
    social: { ...s.social },
    returnPolicy: { ...s.returnPolicy, days: String(s.returnPolicy.days) },
    shippingPolicy: { ...s.shippingPolicy, internationalWeeks: String(s.shippingPolicy.internationalWeeks) },
    storage: { ...s.storage, monthlyFee: String(s.storage.monthlyFee) },
    defaultCommissionRate: String(s.defaultCommissionRate),
  };
}
