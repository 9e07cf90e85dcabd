// The rate-limit plugin's types add `config.rateLimit` to routes; importing them here keeps every importer typed.
import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../platform/errors.ts';
import { clientKey } from '../../../platform/http/client-key.ts';
import type { Client } from './credentials.ts';
import { TOO_MANY_ATTEMPTS, TooManyAttempts } from './login-limits.ts';

// What the sign-in routes share: who is asking, the Retry-After of a 429, a burst cap.

export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
});

export const withRetryAfter = (reply: { header(name: string, value: string): unknown }, err: unknown): never => {
  if (err instanceof TooManyAttempts) reply.header('Retry-After', String(err.retryAfterSeconds));
  throw err;
};

// A burst cap in this process, on top of the database count, for attempts that arrive all at once.
export const burstLimit = {
  max: 10,
  timeWindow: 60_000,
  // Per client, as the database count: an IPv6 client is its /64 (decision 053).
  keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
  errorResponseBuilder: () => new HttpError(429, TOO_MANY_ATTEMPTS),
};
