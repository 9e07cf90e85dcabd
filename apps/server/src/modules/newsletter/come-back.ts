import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueMail } from '../../platform/mail/mail-job.ts';
import { getShopSettings } from '../settings/index.ts';
import { type ConfirmKey, comeBackToken, readComeBackToken } from './confirm-token.ts';
import {
  claimComeBackMail,
  confirmComeBack,
  countComeBackMails,
  findSubscriberById,
  recordComeBackMail,
} from './repo.ts';

/**
 * An address that unsubscribed is subscribed again only from its own mailbox (decision 044): signing
 * up mails it a link, and the link's page asks for one click more (a mail scanner that follows
 * links must not subscribe anyone).
 */
export type ComeBackDeps = { db: Db; clock: Clock; publicUrl: string; confirmKey: ConfirmKey };

const HOUR_MS = 60 * 60_000;
/** At most one come-back mail per address an hour, and this many per client an hour. */
const COME_BACK_MAILS_PER_CLIENT_PER_HOUR = 3;
const COME_BACK_LINK_HOURS = 24;

type Unsubscribed = { id: string; email: string; unsubscribed_at: string | null };

/** Mails the link, unless the address or the client had its share this hour; the visitor is told nothing either way. */
export async function mailComeBackLink(deps: ComeBackDeps, subscriber: Unsubscribed, clientIp: string): Promise<void> {
  const unsubscribedAt = subscriber.unsubscribed_at;
  if (!unsubscribedAt) return;
  const now = deps.clock.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  if ((await countComeBackMails(deps.db, clientIp, hourAgo)) >= COME_BACK_MAILS_PER_CLIENT_PER_HOUR) return;
  const { shopName } = await getShopSettings(deps.db);
  const token = comeBackToken(deps.confirmKey, {
    subscriberId: subscriber.id,
    unsubscribedAt,
    expiresAt: new Date(now.getTime() + COME_BACK_LINK_HOURS * HOUR_MS),
  });
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/api/newsletter/confirm?token=${token}`;
  await inTransaction(deps.db, async (tx) => {
    if (!(await claimComeBackMail(tx, subscriber.id, now.toISOString(), hourAgo))) return;
    await recordComeBackMail(tx, clientIp, now.toISOString(), hourAgo);
    await enqueueMail(
      tx,
      {
        to: subscriber.email,
        subject: `Confirm your subscription to ${shopName}`,
        text: [
          `Someone, hopefully you, asked to receive the ${shopName} newsletter again at ${subscriber.email}.`,
          '',
          'You unsubscribed earlier, so nothing changes until you confirm here:',
          link,
          '',
          `The link works for ${COME_BACK_LINK_HOURS} hours. If it was not you, ignore this e-mail: you stay unsubscribed.`,
        ].join('\n'),
      },
      deps.clock,
    );
  });
}

export type ComeBackLink =
  | { state: 'ready' | 'done'; email: string; subscriberId: string; unsubscribedAt: string }
  | { state: 'invalid' };

/** What a come-back link stands for now: ready to confirm, already done, or not (or no longer) valid. */
export async function readComeBackLink(deps: Omit<ComeBackDeps, 'publicUrl'>, token: string | undefined) {
  const claims = token ? readComeBackToken(deps.confirmKey, token, deps.clock.now()) : undefined;
  const row = claims ? await findSubscriberById(deps.db, claims.subscriberId) : undefined;
  if (!claims || !row) return { state: 'invalid' } as const;
  const base = { email: row.email, subscriberId: row.id, unsubscribedAt: claims.unsubscribedAt };
  if (row.status === 'unsubscribed' && row.unsubscribed_at === claims.unsubscribedAt)
    return { state: 'ready', ...base } as const;
  // Confirmed already (a second click): the link did its job. Unsubscribed again since: it is spent.
  return row.status === 'subscribed' ? ({ state: 'done', ...base } as const) : ({ state: 'invalid' } as const);
}

/** The click on the link's page: subscribed again, once; answers what the page then says. */
export async function confirmComeBackLink(
  deps: Omit<ComeBackDeps, 'publicUrl'>,
  token: string | undefined,
): Promise<ComeBackLink> {
  const link = await readComeBackLink(deps, token);
  if (link.state !== 'ready') return link;
  if (await confirmComeBack(deps.db, link.subscriberId, link.unsubscribedAt)) return { ...link, state: 'done' };
  return readComeBackLink(deps, token);
}
