import { reportConsent } from '../api/client.ts';
import { readGuestEmail } from './guest-email.ts';
/** Cookie preferences: necessary is always on; the others default to off. */
export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean };
export type StoredConsent = CookiePreferences & { savedAt: string };

const CONSENT_KEY = 'vernissage-cookie-consent';
const BROWSER_KEY = 'vernissage-browser-id';

/** This browser's random id, kept with its choice so a new choice replaces the last one on the server. */
function browserId(): string | undefined {
  try {
    const kept = window.localStorage.getItem(BROWSER_KEY);
    if (kept && /^[A-Za-z0-9-]{16,64}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    window.localStorage.setItem(BROWSER_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}
export const defaultPreferences: CookiePreferences = { necessary: true, analytics: false, marketing: false };
export const acceptAll: CookiePreferences = { necessary: true, analytics: true, marketing: true };

/** A stored choice, or null when there is none or it cannot be read (the banner shows again). */
export function parseConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (typeof v !== 'object' || v === null || typeof v.savedAt !== 'string') return null;
    return { necessary: true, analytics: v.analytics === true, marketing: v.marketing === true, savedAt: v.savedAt };
  } catch {
    return null;
  }
}

export function readConsent(): StoredConsent | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_KEY));
  } catch {
    return null;
  }
}

/**
 * Stores the choice on this device and reports it to the server, with the guest e-mail this browser
 * remembered if any; a failed report is ignored.
 */
export function saveConsent(prefs: CookiePreferences, now = new Date()): StoredConsent {
  const stored: StoredConsent = { ...prefs, necessary: true, savedAt: now.toISOString() };
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(stored));
  } catch {
    // storage blocked: the choice still holds for this page view
  }
  const { necessary, analytics, marketing } = stored;
  const email = readGuestEmail();
  const browser = browserId();
  reportConsent({
    necessary,
    analytics,
    marketing,
    ...(email ? { email } : {}),
    ...(browser ? { browserId: browser } : {}),
  });
  return stored;
}
