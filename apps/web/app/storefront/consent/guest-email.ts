import { MAX_EMAIL_LENGTH, SIMPLE_EMAIL } from '@vernissage/contract';

/**
 * The guest e-mail this browser last gave the shop (newsletter signup or checkout), kept in
 * localStorage so a later cookie choice can say whose it is. Nothing else reads or shows it.
 */
export const GUEST_EMAIL_KEY = 'guestEmail';

/** A usable address, trimmed and in lower case, or undefined (length first, so a huge value costs nothing). */
export function parseGuestEmail(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const email = raw.trim().toLowerCase();
  return email.length > 0 && email.length <= MAX_EMAIL_LENGTH && SIMPLE_EMAIL.test(email) ? email : undefined;
}

export function rememberGuestEmail(email: string): void {
  const value = parseGuestEmail(email);
  if (!value) return;
  try {
    window.localStorage.setItem(GUEST_EMAIL_KEY, value);
  } catch {
    // storage blocked: the cookie choice is then recorded without an e-mail
  }
}

export function readGuestEmail(): string | undefined {
  try {
    return parseGuestEmail(window.localStorage.getItem(GUEST_EMAIL_KEY));
  } catch {
    return undefined;
  }
}
