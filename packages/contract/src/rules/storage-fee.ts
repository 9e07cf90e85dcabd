/** How the storage fee is billed, in words, from the fee (already formatted) and the first-month rule. */
export function storageFeeSentence(fee: string, firstMonthFree: boolean): string {
  return firstMonthFree
    ? `The first month is free; from the second month storage costs ${fee} per month.`
    : `Storage costs ${fee} per month, from the first month.`;
}
