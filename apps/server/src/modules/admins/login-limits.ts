import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { HttpError } from '../../platform/errors.ts';
import { recentFailureTimes } from './sign-in-repo.ts';

/**
 * Failed sign-ins counted from login_events, so the limit holds across processes and restarts:
 * per e-mail (guessing one account's password) and per client address (trying many accounts).
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perEmail: 5, perAddress: 20 };
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS);
  }
}

/** Throws TooManyAttempts when either the e-mail or the address has used up its failures. */
export async function assertAttemptsLeft(
  deps: { db: Db; clock: Clock },
  who: { email: string; ip: string },
): Promise<void> {
  const now = deps.clock.now().getTime();
  const since = new Date(now - LOGIN_LIMITS.windowMs).toISOString();
  const checks = [
    { column: 'email' as const, value: who.email, limit: LOGIN_LIMITS.perEmail },
    { column: 'ip' as const, value: who.ip, limit: LOGIN_LIMITS.perAddress },
  ];
  for (const check of checks) {
    const times = await recentFailureTimes(deps.db, check, since, check.limit);
    const oldestCounted = times[check.limit - 1];
    if (oldestCounted) throw new TooManyAttempts(secondsUntilFree(oldestCounted, now));
  }
}

/** When the oldest counted failure leaves the window, one attempt becomes available again. */
function secondsUntilFree(oldestCounted: string, now: number): number {
  const freeAt = Date.parse(oldestCounted) + LOGIN_LIMITS.windowMs;
  return Math.max(1, Math.ceil((freeAt - now) / 1000));
}
