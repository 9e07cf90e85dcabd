/** The two button looks of the cart: solid ink, and outlined. */
export const primaryButton =
  'inline-flex min-h-12 w-full items-center justify-center bg-ink px-6 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent disabled:cursor-not-allowed disabled:bg-subtle';
export const secondaryButton =
  'inline-flex min-h-12 w-full items-center justify-center border border-ink px-6 text-[0.75rem] font-semibold tracking-[0.16em] uppercase transition-colors duration-200 hover:bg-ink hover:text-paper';
