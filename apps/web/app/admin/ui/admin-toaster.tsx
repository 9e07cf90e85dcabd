import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { serverSnapshot } from '../../ui/toast-store.ts';
import { adminToastStore } from '../lib/admin-toast.ts';

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;
const edges = { success: 'border-ink', error: 'border-error', info: 'border-subtle' } as const;
const tints = { success: 'text-ink', error: 'text-error', info: 'text-muted' } as const;

/** The back office's notices, top right: each says what happened and can be closed by hand. */
export function AdminToaster() {
  const items = useSyncExternalStore(adminToastStore.subscribe, adminToastStore.snapshot, serverSnapshot);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-[70] flex flex-col items-center gap-2 px-3 sm:inset-x-auto sm:right-4 sm:items-end"
    >
      {items.map((t) => {
        const Icon = icons[t.kind];
        return (
          <div
            key={t.id}
            data-kind={t.kind}
            className={`pointer-events-auto flex w-full max-w-[24rem] animate-[toast-in_200ms_var(--ease-gallery)] items-start gap-3 border-l-[3px] bg-white py-3 pr-2 pl-4 text-[0.875rem] shadow-lifted ${edges[t.kind]}`}
          >
            <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${tints[t.kind]}`} strokeWidth={2} />
            <p className="min-w-0 flex-1">{t.message}</p>
            <button
              type="button"
              onClick={() => adminToastStore.dismiss(t.id)}
              aria-label="Dismiss notification"
              className="-my-1 grid size-7 shrink-0 place-items-center text-muted transition-colors hover:bg-mat hover:text-ink"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
