import type { CookieConsentBody } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { saveConsentRow } from './repo.ts';

export type ConsentDeps = { db: Db; clock: Clock };

/**
 * Records a visitor's cookie choice. `country` comes from the server's CountryResolver, never
 * from the body; `necessary` is always stored as given consent; the e-mail is the guest address
 * the visitor's browser remembered, when it sent one; a browser's new choice replaces its last one.
 */
export async function recordConsent(
  { db, clock }: ConsentDeps,
  choice: Pick<CookieConsentBody, 'analytics' | 'marketing' | 'email' | 'browserId'>,
  country: string,
): Promise<void> {
  await saveConsentRow(db, {
    id: newId(),
    analytics: choice.analytics ? 1 : 0,
    marketing: choice.marketing ? 1 : 0,
    country,
    email: choice.email ?? null,
    created_at: isoNow(clock),
    browser_id: choice.browserId ?? null,
  });
}
