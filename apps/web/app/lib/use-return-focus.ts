import { useEffect, useRef } from 'react';

/**
 * Gives focus back to whatever had it when a dialog opened, once it closes. Radix only does this
 * for its own trigger; dialogs opened by navigation or from elsewhere need it done for them.
 * The opener is read while rendering the opening, before the dialog moves focus inside itself.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  useEffect(() => {
    if (wasOpen.current && !open) {
      const el = opener.current;
      if (el?.isConnected) el.focus({ preventScroll: true });
    }
    wasOpen.current = open;
  }, [open]);
}
