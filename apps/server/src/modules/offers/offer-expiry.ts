import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Clock } from '../../platform/clock.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { JobInput } from '../../platform/jobs/enqueue.ts';
import { enqueueMail } from '../../platform/mail/mail-job.ts';
import { artworkTitles, releaseHeld } from '../artworks/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { moveOffer } from './offer-lifecycle.ts';
import { offerExpiredMails } from './offer-mails.ts';
import { findOfferForUpdate } from './offer-repo.ts';

type ExpiryDeps = { db: Db; clock: Clock; publicUrl: string; catalogChanged: () => void };

const payload = z.object({ offerId: z.string() });

/**
 * Ends an accepted offer's hold, or a counter, when its 48 hours are over. Delivery is at least
 * once: the offer must still be accepted (or countered) and due, and the move is conditional, so a
 * second run changes nothing. The held unit goes back on sale in the same transaction.
 */
export const offerExpiryJob = defineJob({
  kind: 'offers.expire',
  payload,
  handle: async ({ offerId }, _ctx, deps: ExpiryDeps) => {
    const now = deps.clock.now().toISOString();
    const shop = await getShopSettings(deps.db);
    const released = await inTransaction(deps.db, async (tx) => {
      const offer = await findOfferForUpdate(tx, offerId);
      if (!offer || (offer.status !== 'accepted' && offer.status !== 'countered')) return false;
      if (offer.expires_at === null || offer.expires_at > now) return false;
      const held = offer.status === 'accepted';
      if (!(await moveOffer(tx, offer, { to: 'expired', kind: 'expired', actor: 'system', at: now }))) return false;
      if (held) await releaseHeld(tx, offer.artwork_id, 1);
      const title = (await artworkTitles(tx, [offer.artwork_id])).get(offer.artwork_id) ?? 'the work';
      const mails = offerExpiredMails(offer, { shop, title, publicUrl: deps.publicUrl }, held);
      const wanted = shop.messageNotifications ? mails : mails.filter((m) => m.to === offer.email);
      for (const mail of wanted) await enqueueMail(tx, mail, deps.clock);
      return held;
    });
    if (released) deps.catalogChanged();
  },
});

/** The job row that ends an offer's hold or counter at `expiresAt` (one per offer and end). */
export function offerExpiry(offerId: string, expiresAt: string): JobInput {
  return offerExpiryJob.input(
    { offerId },
    { runAt: new Date(expiresAt), dedupeKey: `offer-expiry:${offerId}:${expiresAt}` },
  );
}
