import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';

/** Turns every failure into `{ error }` with a fitting status; a 500 never carries a stack or internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: Record<string, string> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        details[field] ??= v.message ?? 'Invalid value';
      }
      const first = err.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ error: first, details });
    }
    if (err instanceof HttpError) {
      const body = err.details ? { error: err.message, details: err.details } : { error: err.message };
      return reply.status(err.status).send(err.extra ? { ...err.extra, ...body } : body);
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) have safe messages.
      return reply.status(status).send({ error: clientMessage(err, status) });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}

function clientMessage(err: FastifyError, status: number): string {
  if (status === 413) return 'The request is too large';
  if (status === 415) return 'Unsupported content type';
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError)
    return 'The request body is not valid JSON';
  if (status === 429) return err.message || 'Too many requests. Please wait a moment and try again.';
  return err.message || 'Bad request';
}
