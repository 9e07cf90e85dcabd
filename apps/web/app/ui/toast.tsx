import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { serverSnapshot, type ToastKind, toastStore } from './toast-store.ts';

export type { ToastKind } from './toast-store.ts';

/** Shows a short message at the top centre for 2 seconds. Safe to call from any event handler. */
export function toast(message: string, kind: ToastKind = 'success'): void {
  if (typeof window === 'undefined') return;
  toastStore.show(message, kind);
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

/** The live region every toast is announced from. Mount it once (the storefront shell does). */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, serverSnapshot);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[calc(var(--spacing-header)+0.75rem)] print:hidden z-[60] flex flex-col items-center gap-2 px-4"
    >
      {items.map((t) => {
        const Icon = icons[t.kind];
        return (
          <p
            key={t.id}
            data-kind={t.kind}
            className="flex max-w-[min(28rem,100%)] animate-[toast-in_250ms_var(--ease-gallery)] items-center gap-3 bg-ink px-5 py-3 text-[0.875rem] text-paper shadow-lifted"
          >
            <Icon
              aria-hidden
              className={`size-4 shrink-0 ${t.kind === 'error' ? 'text-[#f2b8a8]' : 'text-paper/80'}`}
              strokeWidth={1.75}
            />
            {t.message}
          </p>
        );
      })}
    </div>
  );
}
