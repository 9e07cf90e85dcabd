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

type Unconfirmed = {
  id: string;
  email: string;
  status: string;
  created_at: string;
  unsubscribed_at: string | null;
};

/**
 * The moment a link is bound to: a pending address's sign-up, or an unsubscribed one's unsubscribe.
 * Confirming moves the row past it, so a link works once (decision 054).
 */
const momentOf = (s: Unconfirmed): string | null =>
  s.status === 'pending' ? s.created_at : s.status === 'unsubscribed' ? s.unsubscribed_at : null;

/**
 * Mails the confirmation link to a pending address (double opt-in, decision 054) or one that
 * unsubscribed, unless the address or the client had its share this hour; the visitor is told
 * nothing either way.
 */
export async function mailComeBackLink(deps: ComeBackDeps, subscriber: Unconfirmed, clientIp: string): Promise<void> {
  const unsubscribedAt = momentOf(subscriber);
  if (!unsubscribedAt) return;
  const first = subscriber.status === 'pending';
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
        text: first
          ? [
              `Someone, hopefully you, asked to receive the ${shopName} newsletter at ${subscriber.email}.`,
              '',
              'Nothing is sent to you until you confirm here:',
              link,
              '',
              `The link works for ${COME_BACK_LINK_HOURS} hours. If it was not you, ignore this e-mail: you will not be subscribed.`,
            ].join('\n')
          : [
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
  | { state: 'ready' | 'done'; email: string; subscriberId: string; unsubscribedAt: string; first: boolean }
  | { state: 'invalid' };

/** What a come-back link stands for now: ready to confirm, already done, or not (or no longer) valid. */
export async function readComeBackLink(deps: Omit<ComeBackDeps, 'publicUrl'>, token: string | undefined) {
  const claims = token ? readComeBackToken(deps.confirmKey, token, deps.clock.now()) : undefined;
  const row = claims ? await findSubscriberById(deps.db, claims.subscriberId) : undefined;
  if (!claims || !row) return { state: 'invalid' } as const;
  // A link bound to the sign-up itself is a first confirmation (double opt-in), else a come-back.
  const first = row.status === 'pending' || (row.status === 'subscribed' && row.created_at === claims.unsubscribedAt);
  const base = { email: row.email, subscriberId: row.id, unsubscribedAt: claims.unsubscribedAt, first };
  if (momentOf(row) === claims.unsubscribedAt) return { state: 'ready', ...base } as const;
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
