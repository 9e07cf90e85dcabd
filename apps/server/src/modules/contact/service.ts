import type { ContactBody } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { enqueueMail } from '../../platform/mail/mail-job.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { getShopSettings } from '../settings/index.ts';
import { insertContactMessage } from './repo.ts';

export type ContactDeps = { db: Db; clock: Clock };

// A subject is one header line: control characters (line breaks included) become spaces.
const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, ' ').trim();

/** The shop's copy of a visitor's message: plain text only, replies go to the visitor. */
function contactMail(to: string, shopName: string, input: ContactBody, receivedAt: string): MailMessage {
  return {
    to,
    replyTo: input.email,
    subject: oneLine(`${shopName} contact form: message from ${input.name}`),
    text: [
      `Name: ${input.name}`,
      `Email: ${input.email}`,
      `Received: ${receivedAt}`,
      '',
      input.message,
      '',
      '-- ',
      `Sent from the contact form of ${shopName}. Reply to this e-mail to answer ${input.email}.`,
    ].join('\n'),
  };
}

/**
 * Stores the message for the back office's inbox and, when the shop's message notifications are
 * on, queues its copy to the contact address in the same transaction: both happen or neither.
 */
export async function sendContactMessage({ db, clock }: ContactDeps, input: ContactBody): Promise<void> {
  const { contactEmail, shopName, messageNotifications } = await getShopSettings(db);
  const createdAt = isoNow(clock);
  await inTransaction(db, async (tx) => {
    await insertContactMessage(tx, { id: newId(), ...input, created_at: createdAt });
    if (messageNotifications) await enqueueMail(tx, contactMail(contactEmail, shopName, input, createdAt), clock);
  });
}
