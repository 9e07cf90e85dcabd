import pg from 'pg';
import { newId } from '../ids.ts';

/**
 * Tells every node that a cache went stale (decision 039). On PostgreSQL a node that committed a
 * change sends `NOTIFY vernissage_cache, '<topic>:<node>'` and every node listening on its own
 * connection clears that cache: a few milliseconds after the commit, with nothing new to run.
 */
export type CacheBus = {
  publish(topic: string): void;
  subscribe(topic: string, onStale: () => void): void;
  close(): Promise<void>;
};

const CHANNEL = 'vernissage_cache';
const RECONNECT_MS = 1000;
/**
 * The least time between two notices of one topic. A busy shop changes its catalog and orders with
 * every checkout; a notice per change cost PostgreSQL a statement per order on the sender and a
 * notification on every listener. Other nodes see a change at most this much later.
 */
export const NOTICE_GAP_MS = 100;

type BusLog = { warn(obj: object, msg?: string): void };

export async function createPostgresCacheBus({ url, log }: { url: string; log: BusLog }): Promise<CacheBus> {
  const node = newId().slice(0, 12);
  const subscribers = new Map<string, Array<() => void>>();
  const clearAll = () => {
    for (const list of subscribers.values()) for (const fn of list) fn();
  };
  let closed = false;
  let listener: pg.Client | undefined;

  const publisher = new pg.Pool({ connectionString: url, max: 1 });
  publisher.on('error', () => {});

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      const [topic, from] = (message.payload ?? '').split(':');
      if (from === node || topic === undefined) return;
      for (const fn of subscribers.get(topic) ?? []) fn();
    });
    client.on('error', (err) => {
      log.warn({ err }, 'cache invalidation: listener connection lost');
      void client.end().catch(() => {});
    });
    client.on('end', () => {
      if (listener !== client || closed) return;
      listener = undefined;
      // Notifications sent while disconnected are lost: clear everything, then listen again.
      clearAll();
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }

  async function reconnect(): Promise<void> {
    if (closed) return;
    try {
      await listen();
      clearAll();
    } catch (err) {
      log.warn({ err }, 'cache invalidation: cannot listen, retrying');
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  }

  await listen();

  // At most one notice per topic every NOTICE_GAP_MS: the first of a quiet spell goes at once,
  // changes during a send or a gap are covered by one notice at the gap's end.
  const sends = new Set<Promise<void>>();
  type Topic = { last: number; busy: boolean; again: boolean; timer?: NodeJS.Timeout | undefined };
  const topics = new Map<string, Topic>();
  function send(topic: string, t: Topic): void {
    t.timer = undefined;
    t.last = Date.now();
    t.again = false;
    const sent = publisher
      .query('select pg_notify($1, $2)', [CHANNEL, `${topic}:${node}`])
      .then(
        () => {},
        (err: unknown) => log.warn({ err, topic }, 'cache invalidation: cannot notify the other nodes'),
      )
      .finally(() => {
        sends.delete(sent);
        t.busy = false;
        if (!t.again) return;
        if (!closed) return publish(topic);
        t.busy = true;
        send(topic, t);
      });
    sends.add(sent);
  }
  function publish(topic: string): void {
    const t = topics.get(topic) ?? { last: 0, busy: false, again: false };
    topics.set(topic, t);
    if (t.busy) {
      t.again = true;
      return;
    }
    t.busy = true;
    const wait = t.last + NOTICE_GAP_MS - Date.now();
    if (wait <= 0) send(topic, t);
    else t.timer = setTimeout(() => send(topic, t), wait);
  }

  return {
    publish,
    subscribe(topic, onStale) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), onStale]);
    },
    async close() {
      closed = true;
      // A notice waiting out its gap goes now: the other nodes must still hear of the last change.
      for (const [topic, t] of topics) {
        if (!t.timer) continue;
        clearTimeout(t.timer);
        send(topic, t);
      }
      while (sends.size > 0) await Promise.all(sends);
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}

/**
 * The same cache, whose `invalidate` also tells the other nodes, and which clears when they tell.
 * Without a bus (SQLite: one process) the cache is returned as it is.
 */
export function sharedInvalidation<C extends { invalidate(): void }>(
  cache: C,
  topic: string,
  bus: CacheBus | undefined,
): C {
  if (!bus) return cache;
  bus.subscribe(topic, () => cache.invalidate());
  return {
    ...cache,
    invalidate() {
      cache.invalidate();
      bus.publish(topic);
    },
  };
}
