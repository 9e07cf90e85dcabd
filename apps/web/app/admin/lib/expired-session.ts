import { clearToken } from '../admin-session.ts';
import { adminToast } from './admin-toast.ts';

export const SESSION_EXPIRED = 'Session expired. Please log in again.';
const carriedKey = 'admin_session_expired';
const RELOAD_DELAY_MS = 1200;
let expiring = false;

/**
 * Any 401 on an authenticated call: say so, forget the token and reload onto the login screen.
 * The message is carried across the reload so it is still there when the login form appears.
 */
export function expireSession(): void {
  if (expiring || typeof window === 'undefined') return;
  expiring = true;
  adminToast(SESSION_EXPIRED, 'error');
  clearToken();
  window.sessionStorage.setItem(carriedKey, '1');
  window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

/** Shows the carried 'Session expired' toast once after the reload. */
export function showCarriedExpiry(): void {
  if (window.sessionStorage.getItem(carriedKey) !== '1') return;
  window.sessionStorage.removeItem(carriedKey);
  adminToast(SESSION_EXPIRED, 'error');
}
