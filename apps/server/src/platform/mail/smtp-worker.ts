import { serveTasks } from '../threads/task-thread.ts';
import { smtpSending } from './smtp-send.ts';

/** Mail built and sent on a thread of its own (`smtp-thread.ts`). */
serveTasks(smtpSending());
