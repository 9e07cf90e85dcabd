const INVALID_EMAIL = 'Please enter a valid email address.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Non-empty and a simple something@something.tld. */
export function newsletterEmailError(email: string): string | null {
  const value = email.trim();
  return value && EMAIL.test(value) ? null : INVALID_EMAIL;
}

/** How long the thanks stays before the form returns. */
export const THANKS_MS = 3000;
