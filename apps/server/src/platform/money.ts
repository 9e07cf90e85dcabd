import { formatMoney } from '@vernissage/contract';

/** Money is integer cents inside and US dollars at the API edge; these two cross the line. */
export const toDollars = (cents: number): number => cents / 100;
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Cents as a mail or log line writes them: `€1,500.00` (the contract's one formatter). */
export const moneyText = (cents: number, currency: string): string => formatMoney(cents / 100, currency);
