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

  // One NOTIFY in flight per topic; changes during it are covered by one more after it.
  const state = new Map<string, 'sending' | 'again'>();
  function publish(topic: string): void {
    const now = state.get(topic);
    if (now) {
      state.set(topic, 'again');
      return;
    }
    state.set(topic, 'sending');
    publisher
      .query('select pg_notify($1, $2)', [CHANNEL, `${topic}:${node}`])
      .catch((err: unknown) => log.warn({ err, topic }, 'cache invalidation: cannot notify the other nodes'))
      .finally(() => {
        const again = state.get(topic) === 'again';
        state.delete(topic);
        if (again) publish(topic);
      });
  }

  return {
    publish,
    subscribe(topic, onStale) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), onStale]);
    },
    async close() {
      closed = true;
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
