import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/databases.ts';
import { databaseBusy } from './connection.ts';

/** Lets pending promise callbacks run until `ready` holds (or gives up after many). */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !ready(); i++) await Promise.resolve();
}

for (const d of dialects) {
  describe(`whether queries wait for the database on ${d.name}`, () => {
    it('is busy only while more queries wait for a connection than are idle', async () => {
      const t = await d.create();
      try {
        if (!t.pool) {
          await sql`select 1`.execute(t.db);
          expect(databaseBusy(t)).toBe(false);
          return;
        }
        const pool = t.pool;
        // Warm the pool so connections sit idle. pg queues a checkout for a tick even then: waiting, not busy.
        await Promise.all(Array.from({ length: 3 }, () => sql`select 1`.execute(t.db)));
        const one = sql`select 1`.execute(t.db);
        await until(() => pool.waitingCount > 0);
        expect(pool.waitingCount).toBe(1);
        expect(databaseBusy(t)).toBe(false);
        await one;
        // Every connection held by a slow query, and more asked for: busy until they are served.
        const slow = Array.from({ length: 14 }, () => sql`select pg_sleep(0.3)`.execute(t.db));
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(databaseBusy(t)).toBe(true);
        await Promise.all(slow);
        expect(databaseBusy(t)).toBe(false);
      } finally {
        await t.drop();
      }
    });
  });
}
