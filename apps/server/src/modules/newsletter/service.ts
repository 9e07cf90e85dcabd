import { randomBytes } from 'node:crypto';
import { type SubscriptionStatus, UNSUBSCRIBE_NOT_RECOGNISED } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { type ComeBackDeps, mailComeBackLink } from './come-back.ts';
import { findSubscriberByEmail, findSubscriberByToken, insertSubscriberIfNew, markUnsubscribed } from './repo.ts';

export type NewsletterDeps = { db: Db; clock: Clock };

/** 192 random bits: the token alone authorises the unsubscribe, so it must not be guessable. */
const newUnsubscribeToken = (): string => randomBytes(24).toString('base64url');

/**
 * Signs up a normalised address (trimmed, lower case) with double opt-in (decision 054): a new
 * address is pending and mailed a link to confirm, nothing else is sent to it until then; a pending
 * or unsubscribed one is mailed the link again (at most once an hour per address, decision 044);
 * a subscribed one gets nothing. The answer is the same in every case, so the form tells nobody
 * who is subscribed. Of two simultaneous requests for a new address exactly one inserts the row.
 */
export async function subscribe(deps: ComeBackDeps, email: string, clientIp: string): Promise<SubscriptionStatus> {
  const { db, clock } = deps;
  const row = { id: newId(), email, unsubscribe_token: newUnsubscribeToken(), created_at: isoNow(clock) };
  await insertSubscriberIfNew(db, row);
  const existing = await findSubscriberByEmail(db, email);
  if (existing && existing.status !== 'subscribed') await mailComeBackLink(deps, existing, clientIp);
  return 'subscribed';
}

/** Unsubscribes the owner of the token; idempotent. Returns the address for the confirmation. */
export async function unsubscribe({ db, clock }: NewsletterDeps, token: string | undefined): Promise<string> {
  const subscriber = token ? await findSubscriberByToken(db, token) : undefined;
  if (!subscriber) throw new NotFound(UNSUBSCRIBE_NOT_RECOGNISED);
  await markUnsubscribed(db, subscriber.id, isoNow(clock));
  return subscriber.email;
}
