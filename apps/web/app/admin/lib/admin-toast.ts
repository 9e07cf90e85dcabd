import { createToastStore, type ToastKind } from '../../ui/toast-store.ts';

/** How long an admin toast stays. */
const ADMIN_TOAST_MS = 3000;

/** The back office's own toasts: 3 seconds, dismissible, shown by `<AdminToaster/>`. */
export const adminToastStore = createToastStore(ADMIN_TOAST_MS);

export function adminToast(message: string, kind: ToastKind = 'success'): void {
  if (typeof window === 'undefined') return;
  // The same notice twice at once (a 401 seen by two calls) is shown once.
  if (adminToastStore.snapshot().some((t) => t.message === message && t.kind === kind)) return;
  adminToastStore.show(message, kind);
}
