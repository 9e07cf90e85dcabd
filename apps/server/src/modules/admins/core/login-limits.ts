import type { Db } from '../../../db/connection.ts';
import { dialectOf, inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { HttpError } from '../../../platform/errors.ts';
import { clientKey } from '../../../platform/http/client-key.ts';
import { newId } from '../../../platform/ids.ts';
import {
  deleteLoginEvent,
  failuresSince,
  insertLoginEvent,
  lockSignInKeys,
  markLoginEventSucceeded,
} from './login-events-repo.ts';

/**
 * Sign-in limits (decision 031), counted from login_events so they hold across processes and
 * restarts. An attempt is reserved (a failed row written) before the password hash is checked, in a
 * transaction that counts and writes under a lock, so parallel attempts cannot all pass the count.
 * - per account and client (e-mail + address): 5 failures in 15 minutes, then 429;
 * - per client address (many accounts from one place): 20 failures in 15 minutes, then 429;
 * - a client is its IPv4 address or its IPv6 /64 (clientKey, decision 053): one subscriber holds
 *   a whole /64 and would otherwise get fresh limits with every address in it;
 * - per account from everywhere, a soft lock from 10 failures: each further attempt waits a delay
 *   that doubles with every failure (1 s, 2 s, 4 s, ... at most 5 minutes), except one carrying a
 *   second-factor code for an account that has two-factor sign-in on; such an attempt learns
 *   nothing from a failure (always the 429), so the way through is only for the right password
 *   and the right code together.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccountAndClient: 5,
  perAddress: 20,
  softLockAt: 10,
  maxDelayMs: 5 * 60 * 1000,
};
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const THROTTLED = 'Too many sign-in attempts for this account. Please wait a moment and try again.';

export class TooManyAttempts extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = TOO_MANY_ATTEMPTS,
  ) {
    super(429, message);
  }
}

export type AttemptWho = {
  email: string;
  ip: string;
  userAgent: string;
  adminId: string | null;
  /** The attempt carries a code for an account with two-factor sign-in on: it may pass the soft lock. */
  secondFactor?: boolean;
};

/** One reserved attempt: a failed row until `succeeded` or `release` says otherwise. */
export type Reservation = {
  id: string;
  /**
   * Set when the attempt was let through the account's soft lock on its second factor: any failure
   * must answer this refusal, so guesses made that way learn nothing.
   */
  softLock: TooManyAttempts | undefined;
  succeeded(): Promise<void>;
  /** The attempt was not a guess after all (the password was right and the code is still to come). */
  release(): Promise<void>;
};

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** The soft lock's delay after `failures` failures of one account in the window. */
const softLockDelayMs = (failures: number): number =>
  failures < LOGIN_LIMITS.softLockAt
    ? 0
    : Math.min(LOGIN_LIMITS.maxDelayMs, 1000 * 2 ** (failures - LOGIN_LIMITS.softLockAt));

/**
 * Reserves one attempt or throws TooManyAttempts. `onThrottled` runs (inside the transaction) when
 * the account is in its soft lock, so its owner can be told.
 */
export async function reserveAttempt(
  deps: { db: Db; clock: Clock },
  who: AttemptWho,
  onThrottled?: (tx: Db) => Promise<void>,
): Promise<Reservation> {
  const id = newId();
  // Decided under the lock, thrown after the commit, so the notice queued for a throttled account stays.
  const outcome = await inTransaction(deps.db, async (tx) => {
    const client = clientKey(who.ip);
    if (dialectOf(tx) === 'postgres') {
      // Always the e-mail first, then the address: two attempts never wait on each other in a cycle.
      await lockSignInKeys(tx, [`email:${who.email}`, `ip:${client}`]);
    }
    const now = deps.clock.now().getTime();
    const since = new Date(now - LOGIN_LIMITS.windowMs).toISOString();
    const hardLimits = [
      { where: { email: who.email, client }, limit: LOGIN_LIMITS.perAccountAndClient },
      { where: { client }, limit: LOGIN_LIMITS.perAddress },
    ];
    for (const { where, limit } of hardLimits) {
      const oldestCounted = (await failuresSince(tx, where, since, limit))[limit - 1];
      if (oldestCounted) {
        const refused = new TooManyAttempts(secondsUntil(Date.parse(oldestCounted) + LOGIN_LIMITS.windowMs, now));
        return { refused };
      }
    }
    const account = await failuresSince(tx, { email: who.email }, since, 64);
    const delay = softLockDelayMs(account.length);
    const newest = account[0];
    let softLock: TooManyAttempts | undefined;
    if (delay > 0 && newest) {
      if (onThrottled) await onThrottled(tx);
      const freeAt = Date.parse(newest) + delay;
      if (freeAt > now) softLock = new TooManyAttempts(secondsUntil(freeAt, now), THROTTLED);
      if (softLock && !who.secondFactor) return { refused: softLock };
    }
    const { email, ip, userAgent, adminId } = who;
    await insertLoginEvent(tx, {
      id,
      email,
      ip,
      userAgent,
      adminId,
      success: false,
      createdAt: new Date(now).toISOString(),
    });
    return { softLock };
  });
  if (outcome.refused) throw outcome.refused;
  const { softLock } = outcome;
  return {
    id,
    softLock,
    succeeded: () => markLoginEventSucceeded(deps.db, id, deps.clock.now().toISOString()),
    release: () => deleteLoginEvent(deps.db, id),
  };
}
