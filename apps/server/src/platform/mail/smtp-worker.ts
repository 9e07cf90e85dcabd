import { serveTasks } from '../threads/task-thread.ts';
import { smtpSending } from './smtp-send.ts';

// Node's stream `pipeline` aborts an AbortController whenever it finishes, and each abort builds a
// DOMException that captures a stack: nodemailer pipes every message through several, which cost
// a sixth of this thread's time per mail. Errors leave this thread as their message and fields
// only (`task-thread.ts`), so no stack captured here was ever read (decision 083).
Error.stackTraceLimit = 0;

/** Mail built and sent on a thread of its own (`smtp-thread.ts`). */
serveTasks(smtpSending());
