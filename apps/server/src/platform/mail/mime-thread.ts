import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SendMailOptions } from 'nodemailer';
import { taskThread } from '../threads/task-thread.ts';
import { type BuiltMime, buildMime, type MimeBuilder } from './mime.ts';

/**
 * SMTP mail is built on a worker thread (decision 079): composing a message with its invoice is
 * half a millisecond of the event loop's time per mail, which the drained checkout is short of.
 * The bundled server has the worker beside it (`dist/mail-mime-worker.js`); run from source
 * (tests, development) there is none, and the message is built here, the same way.
 */
const BUNDLED_WORKER = fileURLToPath(new URL('./mail-mime-worker.js', import.meta.url));

/** A builder that sends each message to one worker running `workerFile`. */
export function mimeThread(workerFile: string): MimeBuilder {
  return taskThread<SendMailOptions, BuiltMime>(workerFile);
}

/** Every message's MIME: on the worker thread beside the bundled server, else here. */
export const buildMimeOffLoop: MimeBuilder = existsSync(BUNDLED_WORKER) ? mimeThread(BUNDLED_WORKER) : buildMime;
