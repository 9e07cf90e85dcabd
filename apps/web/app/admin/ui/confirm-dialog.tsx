import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { dangerButton, secondaryButton } from './buttons.ts';

type Ask = {
  message: string;
  detail?: string | undefined;
  confirmLabel?: string | undefined;
  /** The way out, when 'Cancel' would be ambiguous (cancelling an order). */
  cancelLabel?: string | undefined;
};
type Confirm = (ask: Ask) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

/** `const confirm = useConfirm(); if (await confirm({ message: 'Delete this artist?' })) ...` */
export function useConfirm(): Confirm {
  return useContext(ConfirmContext);
}

/** One confirmation dialog for the whole back office, in place of the browser's window.confirm. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [ask, setAsk] = useState<Ask | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setAsk(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setAsk(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <AdminDialog
        open={ask !== null}
        onOpenChange={(open) => !open && answer(false)}
        role="alertdialog"
        size="sm"
        title={ask?.message ?? ''}
        description={ask?.detail ?? 'This cannot be undone.'}
        footer={
          <DialogActions>
            <button type="button" className={secondaryButton} onClick={() => answer(false)}>
              {ask?.cancelLabel ?? 'Cancel'}
            </button>
            <button type="button" className={dangerButton} onClick={() => answer(true)}>
              {ask?.confirmLabel ?? 'Delete'}
            </button>
          </DialogActions>
        }
      />
    </ConfirmContext.Provider>
  );
}
