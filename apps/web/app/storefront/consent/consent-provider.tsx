import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { type CookiePreferences, readConsent, type StoredConsent, saveConsent } from './consent.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { ConsentContext, type ConsentContextValue } from './use-consent.ts';

const loadDialog = () => import('./cookie-settings-dialog.tsx');
const CookieSettingsDialog = lazy(loadDialog);

/**
 * The cookie choice: read after hydration (the server cannot know it, and the banner is fixed, so
 * showing it late shifts nothing), the banner until a choice exists, and the preferences dialog.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState<StoredConsent | null>(null);
  const [ready, setReady] = useState(false);
  const [dialog, setDialog] = useState({ open: false, wanted: false });

  useEffect(() => {
    setConsent(readConsent());
    setReady(true);
  }, []);

  const value = useMemo<ConsentContextValue>(
    () => ({
      consent,
      choose: (prefs: CookiePreferences) => setConsent(saveConsent(prefs)),
      openSettings: () => setDialog({ open: true, wanted: true }),
    }),
    [consent],
  );

  return (
    <ConsentContext.Provider value={value}>
      {children}
      {ready && consent === null && <CookieBanner onPreload={loadDialog} />}
      {dialog.wanted && (
        <Suspense fallback={null}>
          <CookieSettingsDialog open={dialog.open} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
        </Suspense>
      )}
    </ConsentContext.Provider>
  );
}
