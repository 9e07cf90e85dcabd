import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Task } from '../threads/task-thread.ts';
import { buildMime } from './mime.ts';

/** A message to send on the pooled transport of `transportUrl`, or that transport to close. */
export type SmtpTask =
  | { kind: 'send'; transportUrl: string; options: SendMailOptions }
  | { kind: 'close'; transportUrl: string };
export type SmtpAnswer = { messageId?: string };
export type SmtpSending = Task<SmtpTask, SmtpAnswer>;

/**
 * Builds each message whole (`mime.ts`) and sends it on a pooled transport kept per URL, in
 * whichever thread runs it: the mail thread beside the bundled server (decision 083), else the
 * main thread. A closed transport is opened again by the next message for it.
 */
export function smtpSending(): SmtpSending {
  const transports = new Map<string, Transporter>();
  return async (task) => {
    if (task.kind === 'close') {
      transports.get(task.transportUrl)?.close();
      transports.delete(task.transportUrl);
      return {};
    }
    let transport = transports.get(task.transportUrl);
    if (!transport) {
      transport = nodemailer.createTransport(task.transportUrl);
      transports.set(task.transportUrl, transport);
    }
    const { raw, envelope, messageId } = await buildMime(task.options);
    // The message's own id, so nodemailer does not draw random bytes for one it would not write.
    const data = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    await transport.sendMail({ envelope, raw: data, messageId });
    return { messageId };
  };
}
