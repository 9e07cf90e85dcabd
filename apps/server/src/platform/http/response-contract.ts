import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Statuses that carry no body to check. */
const BODILESS = new Set([204, 304]);

/**
 * Test builds only (decision 047): every JSON answer must match the schema its route declares for
 * that status, so an API test fails when the server drifts from the contract. A mismatch becomes
 * a 500 naming the route, status and first problems, and is logged. An answer with a success
 * status the route does not list is a mismatch too; undeclared failures (a guard's 401) are not checked.
 */
export function checkResponsesAgainstContract(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const problem = contractProblem(request, reply, payload);
    if (!problem) return payload;
    request.log.error({ problem }, 'response does not match its contract');
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ error: `Response does not match the contract: ${problem}` });
  });
}

function contractProblem(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  const responses = request.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
  const status = reply.statusCode;
  if (!responses || request.method === 'HEAD' || BODILESS.has(status)) return null;
  if (reply.getHeader('content-encoding')) return null;
  if (!String(reply.getHeader('content-type') ?? '').includes('json')) return null;
  const route = `${request.method} ${request.routeOptions.url} ${status}`;
  const schema = responses[String(status)];
  if (!schema) {
    const listsSuccess = Object.keys(responses).some((s) => s.startsWith('2'));
    return status < 300 && listsSuccess ? `${route}: this status is not in the contract` : null;
  }
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (text === null) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${route}: the body is not JSON`;
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');
  return `${route}: ${issues}`;
}
