/** Money is integer cents inside and US dollars at the API edge; these two cross the line. */
export const toDollars = (cents: number): number => cents / 100;
export const toCents = (dollars: number): number => Math.round(dollars * 100);
