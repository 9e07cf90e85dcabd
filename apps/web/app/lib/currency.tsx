import { DEFAULT_CURRENCY } from '@vernissage/contract';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { formatAmount, formatPrice, shownPrice } from './format-price.ts';

const CurrencyContext = createContext<string>(DEFAULT_CURRENCY);

/** The shop's currency for everything below it: the storefront's layout and the back office set it from the settings. */
export function CurrencyProvider({ currency, children }: { currency: string; children: ReactNode }) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

export const useCurrency = (): string => useContext(CurrencyContext);

/** Prices in the shop's currency: `formatPrice(12500)` is `$12,500` or `€12,500` as the shop sells. */
export function useMoney() {
  const currency = useCurrency();
  return useMemo(
    () => ({
      currency,
      formatPrice: (amount: number) => formatPrice(amount, currency),
      shownPrice: (amount: number | null) => shownPrice(amount, currency),
      formatAmount: (amount: number) => formatAmount(amount, currency),
    }),
    [currency],
  );
}
