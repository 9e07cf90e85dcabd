import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { PreparedAnswer, ServedAnswer } from './prepared-answers.ts';
import { redactUrl } from './redact-url.ts';

type LoggedRequest = { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/** A request as the logs show it: Fastify's fields, the URL without its secrets (decision 043). */
export function requestForLog(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url ?? ''),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The request with its URL already redacted, in the shape any `req` serializer reads (Fastify's
 * default one too), for the lines Fastify writes itself.
 */
const redactedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  ip: request.ip,
  socket: request.socket,
  headers: request.headers,
});

/**
 * The process's logger: a request logged as `req` anywhere goes through `requestForLog`. Lines
 * carry no pid or host name: one process per container, and the collector knows where it runs.
 */
export function processLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: null, serializers: { req: requestForLog } }, destination);
}

/** Bytes of lines held before one write to stdout: a write per few dozen requests, not one each. */
const LOG_BUFFER_BYTES = 4096;
/** The longest a line waits in the buffer on a quiet server. */
const LOG_FLUSH_MS = 1000;

/**
 * Standard output written asynchronously from a buffer. `flushSync` writes what is held: call it
 * before the process exits (shutdown, a fatal error), or the last lines are lost.
 */
export function bufferedStdout(fd = 1): { stream: DestinationStream; flushSync(): void } {
  const dest = pino.destination({ dest: fd, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => dest.flush(), LOG_FLUSH_MS).unref();
  return {
    stream: dest,
    flushSync: () => {
      try {
        dest.flushSync();
      } catch {
        // Nothing more can be done for a log that cannot be written while the process exits.
      }
    },
  };
}

/**
 * The access-log line of an answer sent without the app (prepared-answers.ts): the same fields as
 * `OneLinePerRequest` writes. A kept answer serves one URL, so its redacted form is worked out once,
 * in a child logger whose bindings pino serialises once: per request only the id and time are new.
 */
export function servedAnswerLog(log: FastifyBaseLogger): (a: ServedAnswer) => void {
  const lines = new WeakMap<PreparedAnswer, FastifyBaseLogger>();
  return ({ req, answer, requestId, ms }) => {
    if (!logsInfo(log)) return;
    let line = lines.get(answer);
    if (line === undefined) {
      line = log.child({ method: req.method, url: redactUrl(req.url ?? '') });
      lines.set(answer, line);
    }
    line.info({ reqId: requestId, statusCode: 200, responseTime: Math.round(ms * 10) / 10 }, 'request completed');
  };
}

/** Whether the logger writes info lines ('silent' and unknown levels do not). */
const INFO = 30;
const logsInfo = (log: FastifyBaseLogger): boolean =>
  (pino.levels.values[log.level] ?? Number.POSITIVE_INFINITY) <= INFO;

/**
 * One line per request, written when it completes. Fastify's default writes two, serialising the
 * request twice: about a third of a cached catalog read's CPU at level info. Errors still log.
 * Every line Fastify itself writes about a request shows its URL redacted, whatever the logger.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // Below the level (production's warn), a completed request writes nothing: build nothing either.
    if (!error && !logsInfo(reply.log)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (reply.statusCode >= 500)
      reply.log.error({ req: redactedRequest(request), res: reply, err: error }, error?.message);
    else reply.log.info({ res: reply, err: error }, error?.message);
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    reply.log.warn({ req: redactedRequest(request), res: reply, err: error }, error?.message);
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${redactUrl(request.raw.url ?? '')} not found`);
  }
}
