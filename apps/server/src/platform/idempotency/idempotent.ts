import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { Unprocessable } from '../errors.ts';
import { claimKey, deleteKey, findKey, storeResponse } from './repo.ts';

const KEY_REUSED = 'This Idempotency-Key was already used with a different request.';
/** Without a key, the same request from the same buyer this soon is the same click twice. */
export const REPEAT_WINDOW_MS = 10_000;
/** Keys (and their answers) are kept a day, like a payment provider's. */
export const KEEP_KEYS_MS = 24 * 60 * 60 * 1000;

export type IdempotencyKey = { scope: string; key: string; requestHash: string; expiresAfterMs?: number };
export type Answer<T> = { status: number; body: T };

/** A stable hash of a request body (keys sorted), so the same request always hashes the same. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/**
 * Runs `work` once per key, inside the caller's transaction: the key is claimed in the same
 * transaction as the work's writes, so either both commit or neither does (a crash or a 409
 * leaves the key free for a retry). A repeat gets the first answer back; the same key with another
 * request is refused with 422. On PostgreSQL a concurrent repeat waits at the claim until the
 * first commits; on SQLite write transactions already run one at a time.
 */
export async function idempotent<T>(
  tx: Db,
  id: IdempotencyKey,
  clock: Clock,
  work: () => Promise<Answer<T>>,
): Promise<Answer<T> & { replayed: boolean }> {
  const now = clock.now();
  const claim = { scope: id.scope, key: id.key, requestHash: id.requestHash, now: now.toISOString() };
  if (!(await claimKey(tx, claim))) {
    const stored = await findKey(tx, id.scope, id.key);
    const expired =
      stored && id.expiresAfterMs !== undefined && now.getTime() - Date.parse(stored.created_at) > id.expiresAfterMs;
    if (stored && !expired) {
      if (stored.request_hash !== id.requestHash) throw new Unprocessable(KEY_REUSED);
      if (stored.response_status !== null && stored.response_body !== null) {
        return { status: stored.response_status, body: JSON.parse(stored.response_body) as T, replayed: true };
      }
    }
    await deleteKey(tx, id.scope, id.key);
    await claimKey(tx, claim);
  }
  const answer = await work();
  await storeResponse(tx, id.scope, id.key, answer.status, JSON.stringify(answer.body));
  return { ...answer, replayed: false };
}
