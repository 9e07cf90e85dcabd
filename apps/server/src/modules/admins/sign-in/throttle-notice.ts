import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';

const HOUR = 3600 * 1000;

/** The notice to an account's owner that its sign-ins are being slowed down (decision 031). */
function throttledMail(to: string, adminUrl: string): MailMessage {
  const lines = [
    'Hello,',
    '',
    'Someone has been trying wrong passwords for your back-office account, so its sign-ins are being',
    'slowed down for a while.',
    '',
    'If this was you, wait a few minutes and try again. If it was not, nobody got in: your password',
    'still works, and with two-factor sign-in on, the right password and code always get through.',
    `Turn two-factor sign-in on, or change your password, in Settings: ${adminUrl}`,
  ];
  return { to, subject: 'Sign-ins to your account are being slowed down', text: lines.join('\n') };
}

/**
 * Queues the notice at most once an hour per account: the attempts that keep the lock on must not
 * become a flood of mail. `deps.db` is the sign-in's transaction.
 */
export async function queueThrottledNotice(
  deps: { db: Db; clock: Clock; publicUrl: string },
  admin: { id: string; email: string },
): Promise<void> {
  const hour = Math.floor(deps.clock.now().getTime() / HOUR);
  await enqueueMailOnce(
    deps.db,
    throttledMail(admin.email, `${deps.publicUrl}/admin`),
    deps.clock,
    `sign-in-throttled:${admin.id}:${hour}`,
  );
}
