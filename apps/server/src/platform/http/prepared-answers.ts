import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** A 200 answer a route gave, kept to be sent again byte for byte while `current()` holds. */
export type PreparedAnswer = {
  /** Every header exactly as the route and the app's hooks set them; the request id is each request's own. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** False once the data behind it changed or is due for a refresh: the app answers again. */
  current(): boolean;
  /** The route's pattern, for the access log and the metrics. */
  route: string;
};

export type PreparedAnswers = {
  /** Keeps a route's 200 answer to this request; only plain GETs are kept. */
  remember(req: IncomingMessage, answer: PreparedAnswer): void;
  /** Sends the answer kept for an identical request while it is current; false leaves it to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Stops serving (the app is closing and answers 503 itself). */
  stop(): void;
  size(): number;
};

export type ServedAnswer = { req: IncomingMessage; answer: PreparedAnswer; requestId: string; ms: number };

const REQUEST_ID = 'x-request-id';

/**
 * A kept answer with its headers as the flat list `writeHead` takes, the request id's slot last
 * (the id it went out with is dropped): written per request without building an object of 16
 * headers and walking its keys.
 */
type Kept = { answer: PreparedAnswer; head: OutgoingHttpHeader[] };

const headList = (headers: OutgoingHttpHeaders): Kept['head'] => {
  const head: Kept['head'] = [];
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && name.toLowerCase() !== REQUEST_ID) head.push(name, value);
  head.push(REQUEST_ID, '');
  return head;
};

/** Answers kept at most; each only points at a body its cache already holds while it is current. */
const MAX_ANSWERS = 256;

/**
 * Only a request that could not get a different answer: a GET without a body or a validator (an
 * If-None-Match is answered by the app, which may say 304).
 */
const plainGet = (req: IncomingMessage) =>
  req.method === 'GET' &&
  req.headers['if-none-match'] === undefined &&
  req.headers['content-length'] === undefined &&
  req.headers['transfer-encoding'] === undefined;

// The answer depends on the URL and on whether the client takes gzip; nothing else the request holds.
const keyOf = (req: IncomingMessage) => `${req.url ?? ''}\n${req.headers['accept-encoding'] ?? ''}`;

/**
 * Prepared answers in front of the app (decision 077): a storefront read whose answer is already
 * built (its bytes, gzip and ETag held by the catalog cache) is sent by the HTTP server's request
 * listener directly, without routing, hooks or validation: the same bytes the route sent for the same
 * URL and Accept-Encoding, a request id of its own, one access-log line and the route's metrics
 * (`served`). The route decides what is kept and for how long (`current`).
 */
export function createPreparedAnswers(opts: {
  requestId(req: IncomingMessage): string;
  served(answer: ServedAnswer): void;
  maxAnswers?: number;
}): PreparedAnswers {
  const max = opts.maxAnswers ?? MAX_ANSWERS;
  // Map order doubles as recency: the oldest kept answer goes first.
  const answers = new Map<string, Kept>();
  let stopped = false;
  return {
    remember(req, answer) {
      if (stopped || !plainGet(req)) return;
      const key = keyOf(req);
      answers.delete(key);
      answers.set(key, { answer, head: headList(answer.headers) });
      if (answers.size > max) answers.delete(answers.keys().next().value as string);
    },
    serve(req, res) {
      if (stopped || !plainGet(req)) return false;
      const key = keyOf(req);
      const kept = answers.get(key);
      if (!kept) return false;
      const { answer, head } = kept;
      if (!answer.current()) {
        answers.delete(key);
        return false;
      }
      const started = performance.now();
      const requestId = opts.requestId(req);
      // writeHead reads the list before it returns: the slot is this request's until then.
      head[head.length - 1] = requestId;
      res.writeHead(200, head);
      res.end(answer.body);
      opts.served({ req, answer, requestId, ms: performance.now() - started });
      return true;
    },
    stop() {
      stopped = true;
      answers.clear();
    },
    size: () => answers.size,
  };
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Fastify's `serverFactory`: the HTTP server whose request listener tries the prepared answers
 * first, with the timeouts Fastify sets on a server it makes itself.
 */
export function serverWithPreparedAnswers(answers: PreparedAnswers) {
  return (app: Listener, opts: FastifyServerOptions): Server => {
    const server = createServer((req, res) => {
      if (!answers.serve(req, res)) app(req, res);
    });
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    if (opts.connectionTimeout !== undefined) server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };
}
