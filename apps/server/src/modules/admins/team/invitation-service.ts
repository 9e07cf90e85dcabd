import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  type AcceptInvitationBody,
  INVITATION_DAYS,
  INVITATION_INVALID,
  type InvitationInfo,
} from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import { type Clock, isoNow } from '../../../platform/clock.ts';
import { NotFound } from '../../../platform/errors.ts';
import { newId } from '../../../platform/ids.ts';
import { enqueueMail } from '../../../platform/mail/mail-job.ts';
import { assertNotCommonPassword } from '../core/common-passwords.ts';
import type { AdminAuthDeps, Client } from '../core/credentials.ts';
import { type SignedIn, startSession } from '../core/session-start.ts';
import { invitationMail } from './invitation-mail.ts';
import { activateAdmin, findOpenInvitation, insertInvitation, markInvitationAccepted } from './invitation-repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 256 random bits; only its SHA-256 is stored, so a copy of the database cannot use a link. */
const newInvitationToken = (): string => randomBytes(32).toString('base64url');
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const invitationLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/admin/invite/${token}`;

type Invite = { adminId: string; email: string; invitedBy: string; shopName: string };

/** Stores a new link for an invited admin and queues its e-mail; `deps.db` is the caller's transaction. */
export async function createInvitation(
  deps: { db: Db; clock: Clock; publicUrl: string },
  invite: Invite,
): Promise<void> {
  const token = newInvitationToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString();
  await insertInvitation(deps.db, {
    id: newId(),
    adminId: invite.adminId,
    tokenHash: hashToken(token),
    invitedBy: invite.invitedBy,
    at: now.toISOString(),
    expiresAt,
  });
  const link = invitationLink(deps.publicUrl, token);
  await enqueueMail(
    deps.db,
    invitationMail({ to: invite.email, shopName: invite.shopName, link, expiresAt }),
    deps.clock,
  );
}

export type InvitationDeps = AdminAuthDeps;

/** Whom an unused, unexpired link invites; otherwise 404 with one message for every reason. */
export async function getInvitation(deps: InvitationDeps, token: string): Promise<InvitationInfo> {
  const open = await findOpenInvitation(deps.db, hashToken(token), isoNow(deps.clock));
  if (!open) throw new NotFound(INVITATION_INVALID);
  return { email: open.email, expiresAt: open.expires_at };
}

/**
 * Sets the invited admin's password (Argon2id), makes them active and uses the link up, all in one
 * transaction; then signs them in. A second use of the same link finds nothing (404).
 */
export async function acceptInvitation(
  deps: InvitationDeps,
  token: string,
  body: AcceptInvitationBody,
  client: Client,
): Promise<SignedIn> {
  const tokenHash = hashToken(token);
  const invitation = await findOpenInvitation(deps.db, tokenHash, isoNow(deps.clock));
  if (!invitation) throw new NotFound(INVITATION_INVALID);
  await assertNotCommonPassword(body.password, 'password', invitation.email);
  const passwordHash = await hash(body.password);
  const now = isoNow(deps.clock);
  const accepted = await inTransaction(deps.db, async (tx) => {
    const open = await findOpenInvitation(tx, tokenHash, now);
    if (!open || !(await markInvitationAccepted(tx, open.id, now))) return undefined;
    await activateAdmin(tx, open.admin_id, passwordHash, now);
    return open;
  });
  if (!accepted) throw new NotFound(INVITATION_INVALID);
  return startSession(deps, accepted.admin_id, accepted.email, client);
}
