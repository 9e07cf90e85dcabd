import type { Db } from '../../db/connection.ts';
import type { FinishMail } from '../../platform/mail/mail-job.ts';
import { mailSenderName } from './service.ts';

/**
 * Every e-mail leaves with the shop's current sender name (the setting, or the gallery name), read
 * when it is sent (once for the mails sent together): a mail queued before a rename goes out under
 * the new name.
 */
export function shopMail(db: Db): FinishMail {
  return async () => {
    const fromName = await mailSenderName(db);
    return (msg) => ({ ...msg, fromName });
  };
}
