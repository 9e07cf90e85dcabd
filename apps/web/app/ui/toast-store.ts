export type ToastKind = 'success' | 'error' | 'info';
export type ToastItem = { id: number; message: string; kind: ToastKind };

/** How long a toast stays (2 seconds). */
const TOAST_DURATION_MS = 2000;

type Listener = () => void;

/** A tiny module-level store: `toast()` works from anywhere, the one `<Toaster/>` renders it. */
export function createToastStore(duration = TOAST_DURATION_MS) {
  let items: ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l();
  };
  const dismiss = (id: number) => {
    items = items.filter((t) => t.id !== id);
    emit();
  };
  return {
    show(message: string, kind: ToastKind = 'success'): number {
      const id = nextId++;
      // Only the newest few stay: a burst of clicks should not stack a column of toasts.
      items = [...items.slice(-2), { id, message, kind }];
      emit();
      setTimeout(() => dismiss(id), duration);
      return id;
    },
    dismiss,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (): ToastItem[] => items,
  };
}

export const toastStore = createToastStore();
const empty: ToastItem[] = [];
export const serverSnapshot = (): ToastItem[] => empty;
