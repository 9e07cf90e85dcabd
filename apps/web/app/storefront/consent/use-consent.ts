import { createContext, useContext } from 'react';
import type { CookiePreferences, StoredConsent } from './consent.ts';

export type ConsentContextValue = {
  /** The visitor's choice; null before one is made (and on the server). */
  consent: StoredConsent | null;
  choose(prefs: CookiePreferences): void;
  /** Opens the Cookie Preferences dialog. */
  openSettings(): void;
};

export const ConsentContext = createContext<ConsentContextValue | null>(null);

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used within a ConsentProvider');
  return value;
}
