import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { enqueueMail } from '../../../platform/mail/mail-job.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { activeAdmins } from './admins-repo.ts';

/** A change to who can sign in, or how (decision 032): every admin hears of it. */
export type AccountChange = { actor: string; what: string };

const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, ' ').trim();

function accountChangedMail(to: string, change: AccountChange & { at: string; adminUrl: string }): MailMessage {
  return {
    to,
    subject: oneLine(`Back-office security: ${change.what}`),
    text: [
      `${oneLine(change.actor)} made this change to the back office's accounts at ${change.at}:`,
      '',
      `- ${oneLine(change.what)}`,
      '',
      'If you did not expect it, sign in, undo it and change your password at once:',
      change.adminUrl,
    ].join('\n'),
  };
}

/** Queues the notice to every active admin; `deps.db` is the change's own transaction. */
export async function queueAccountChangeNotice(
  deps: { db: Db; clock: Clock; publicUrl: string },
  change: AccountChange,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  const notice = { ...change, at, adminUrl: `${deps.publicUrl}/admin` };
  for (const admin of await activeAdmins(deps.db)) {
    await enqueueMail(deps.db, accountChangedMail(admin.email, notice), deps.clock);
  }
}
