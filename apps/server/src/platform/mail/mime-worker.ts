import type { SendMailOptions } from 'nodemailer';
import { serveTasks } from '../threads/task-thread.ts';
import { type BuiltMime, buildMime } from './mime.ts';

/** Mail built on a thread of its own (`mime-thread.ts`). */
serveTasks<SendMailOptions, BuiltMime>(buildMime);
