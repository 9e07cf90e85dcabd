/** The back office's buttons: one look per role, as class strings for <button> and <a>. */
const base =
  'inline-flex min-h-10 items-center justify-center gap-2 px-4 text-[0.8125rem] font-semibold tracking-[0.02em] transition-colors duration-150 disabled:cursor-not-allowed';

export const primaryButton = `${base} bg-ink text-paper hover:bg-accent disabled:bg-ink-soft disabled:opacity-70`;
export const secondaryButton = `${base} border border-subtle bg-white text-ink hover:border-ink hover:bg-mat disabled:opacity-60`;
export const dangerButton = `${base} bg-error text-white hover:bg-accent-deep disabled:opacity-70`;
/** Small text buttons inside table rows and cards. */
export const rowButton =
  'inline-flex min-h-9 items-center gap-1.5 px-2.5 text-[0.8125rem] font-medium transition-colors duration-150 hover:bg-mat disabled:cursor-not-allowed disabled:opacity-60';
export const rowDangerButton = `${rowButton} text-error hover:bg-error/8`;
export const iconButton =
  'grid size-10 shrink-0 place-items-center text-ink-soft transition-colors duration-150 hover:bg-mat hover:text-ink';
