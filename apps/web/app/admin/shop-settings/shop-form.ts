import { type AdminShopSettings, type ShopSettingsBody, shopSettingsBody } from '@vernissage/contract';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import { type SaleCostValues, saleCostField, saleCostInput, saleCostValues } from './sale-costs-form.ts';

/** The shop settings form: numbers as the text typed; the contract's schema turns them back. */
export type ShopFormValues = Omit<
  AdminShopSettings,
  | 'returnPolicy'
  | 'shippingPolicy'
  | 'storage'
  | 'defaultCommissionRate'
  | 'currency'
  | 'shippingZones'
  | 'shippingRates'
  | 'taxRates'
  | 'pricesIncludeTax'
  | 'taxShipping'
> &
  SaleCostValues & {
    returnPolicy: Omit<AdminShopSettings['returnPolicy'], 'days'> & { days: string };
    shippingPolicy: Omit<AdminShopSettings['shippingPolicy'], 'internationalWeeks'> & { internationalWeeks: string };
    storage: { monthlyFee: string; country: string; firstMonthFree: boolean };
    defaultCommissionRate: string;
  };

export function shopFormValues(s: AdminShopSettings): ShopFormValues {
  const { currency, shippingZones, shippingRates, taxRates, pricesIncludeTax, taxShipping, ...rest } = s;
  return {
    ...rest,
    ...saleCostValues({ currency, shippingZones, shippingRates, taxRates, pricesIncludeTax, taxShipping }),
    address: { ...s.address },
    social: { ...s.social },
    returnPolicy: { ...s.returnPolicy, days: String(s.returnPolicy.days) },
    shippingPolicy: { ...s.shippingPolicy, internationalWeeks: String(s.shippingPolicy.internationalWeeks) },
    storage: { ...s.storage, monthlyFee: String(s.storage.monthlyFee) },
    defaultCommissionRate: String(s.defaultCommissionRate),
  };
}

/** What the form sends, before the schema reads it; and where each of its messages belongs in the form. */
export function shopFormInput(values: ShopFormValues): { input: unknown; fieldOf: (bodyPath: string) => string } {
  const { domesticRates: _d, worldRates: _w, ...rest } = values;
  const { input, rateCells } = saleCostInput(values);
  return { input: { ...rest, ...input }, fieldOf: (path) => saleCostField(path, rateCells) };
}

/** Messages by body path (the server's `details`, or the schema's issues) as the form's fields, first message kept. */
export function shopFormErrors(
  messages: readonly (readonly [string, string])[],
  fieldOf: (bodyPath: string) => string,
): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, message] of messages) {
    const field = fieldOf(path);
    byField[field] ??= message;
  }
  return byField;
}

/** Checks the form with the contract's settings schema and puts each message at its field. */
export const shopFormResolver: Resolver<ShopFormValues, unknown, ShopSettingsBody> = async (values) => {
  const { input, fieldOf } = shopFormInput(values);
  const parsed = shopSettingsBody.safeParse(input);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const issues = parsed.error.issues.map((i) => [i.path.join('.') || 'root', i.message] as const);
  const errors: FieldErrors<ShopFormValues> = {};
  for (const [field, message] of Object.entries(shopFormErrors(issues, fieldOf)))
    set(errors, field, { type: 'validate', message });
  return { values: {}, errors };
};
