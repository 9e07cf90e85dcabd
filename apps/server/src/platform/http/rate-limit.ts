import { TOO_MANY_REQUESTS } from '@vernissage/contract';
import { HttpError } from '../errors.ts';

/**
 * Route config for @fastify/rate-limit (registered with `global: false`): at most `max` requests
 * per client address in `timeWindow` ms, answered with `message` beyond. Counts live in this
 * process's memory on SQLite (decision 008) and in the database on PostgreSQL, shared by every
 * node (rate-limit-store.ts, decision 039).
 */
export const perClientLimit = (max: number, timeWindow = 60_000, message: string = TOO_MANY_REQUESTS) => ({
  max,
  timeWindow,
  errorResponseBuilder: () => new HttpError(429, message),
});

/** Public write endpoints take small bodies only: a form's worth, so no request can hog the parser. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
