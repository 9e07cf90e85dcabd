import type { ContactBody, InquiryBody } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { enqueueMail } from '../../platform/mail/mail-job.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { artworkTitles } from '../artworks/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { insertContactMessage } from './repo.ts';

export type ContactDeps = { db: Db; clock: Clock; publicUrl: string };

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

/** The shop's copy of an inquiry: the work named in the subject and body, linked, replies going to the collector. */
function inquiryMail(
  to: string,
  shopName: string,
  input: InquiryBody,
  work: { title: string; url: string },
  receivedAt: string,
): MailMessage {
  return {
    to,
    replyTo: input.email,
    subject: oneLine(`${shopName} inquiry: "${work.title}" from ${input.name}`),
    text: [
      `Work: ${work.title}`,
      `Link: ${work.url}`,
      `Name: ${input.name}`,
      `Email: ${input.email}`,
      `Received: ${receivedAt}`,
      '',
      input.message,
      '',
      '-- ',
      `Sent from the page of "${work.title}" on ${shopName}. Reply to this e-mail to answer ${input.email}.`,
    ].join('\n'),
  };
}

/**
 * 'Inquire about this work' (gallery.md §5): stored in the inbox as a contact message that names the
 * work (its title as it is now, kept should the work be renamed or removed), and notified as one,
 * in the same transaction. A work the gallery does not have is a 404, and nothing is stored.
 */
export async function sendInquiry({ db, clock, publicUrl }: ContactDeps, input: InquiryBody): Promise<void> {
  const { contactEmail, shopName, messageNotifications } = await getShopSettings(db);
  const createdAt = isoNow(clock);
  await inTransaction(db, async (tx) => {
    const title = (await artworkTitles(tx, [input.artworkId])).get(input.artworkId);
    if (title === undefined) throw new NotFound('Artwork not found');
    const { artworkId, ...message } = input;
    await insertContactMessage(tx, {
      id: newId(),
      ...message,
      created_at: createdAt,
      artwork_id: artworkId,
      artwork_title: title,
    });
    const work = { title, url: `${publicUrl}/artworks/${encodeURIComponent(artworkId)}` };
    if (messageNotifications) await enqueueMail(tx, inquiryMail(contactEmail, shopName, input, work, createdAt), clock);
  });
}
