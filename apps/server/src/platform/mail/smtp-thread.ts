import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { taskThread } from '../threads/task-thread.ts';
import { type SmtpAnswer, type SmtpSending, type SmtpTask, smtpSending } from './smtp-send.ts';

/**
 * SMTP mail is built and sent on a worker thread (decisions 079 and 083): composing a message
 * with its invoice, and nodemailer's streams and socket writes, took a third of the event loop's
 * time while the checkout's mails drained. The bundled server has the worker beside it
 * (`dist/mail-smtp-worker.js`); run from source (tests, development) there is none, and mail is
 * built and sent here, the same way.
 */
const BUNDLED_WORKER = fileURLToPath(new URL('./mail-smtp-worker.js', import.meta.url));

/** Sending through one worker running `workerFile`. */
export function smtpThread(workerFile: string): SmtpSending {
  return taskThread<SmtpTask, SmtpAnswer>(workerFile);
}

/** Every SMTP message: on the worker thread beside the bundled server, else here. */
export const smtpOffLoop: SmtpSending = existsSync(BUNDLED_WORKER) ? smtpThread(BUNDLED_WORKER) : smtpSending();
