import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../../../test/databases.ts';
import { migrateToLatest, provider } from '../../../db/migrate.ts';
import { bestSellersQuery, orderGroupsQuery } from './sales-repo.ts';

const WINDOW = { since: '2025-04-01T00:00:00.000Z', until: '2026-03-21T00:00:00.000Z' };

for (const dialect of dialects) {
  describe(`the sales reads on ${dialect.name}`, () => {
    it('read the orders and their lines from indexes alone (migration 021), which steps back down', async () => {
      const handle = await dialect.create();
      try {
        await migrateToLatest(handle);
        const plan = async (query: ReturnType<typeof orderGroupsQuery> | ReturnType<typeof bestSellersQuery>) => {
          if (dialect.name === 'sqlite') {
            const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(handle.db);
            return rows.map((r) => r.detail).join('\n');
          }
          // Empty tables are read whole; with that ruled out, the plan shows whether the indexes fit.
          return handle.db.connection().execute(async (conn) => {
            await sql`set enable_seqscan = off`.execute(conn);
            await sql`set enable_bitmapscan = off`.execute(conn);
            const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(conn);
            await sql`reset all`.execute(conn);
            return rows.map((r) => r['QUERY PLAN']).join('\n');
          });
        };
        const groups = await plan(orderGroupsQuery(WINDOW));
        const sellers = await plan(bestSellersQuery(WINDOW));
        if (dialect.name === 'sqlite') {
          expect(groups).toContain('SEARCH orders USING COVERING INDEX orders_sales_month');
          // The groups come in index order: no sorting of the window's orders.
          expect(groups).not.toContain('TEMP B-TREE');
          expect(sellers).toContain('USING COVERING INDEX orders_sales_month');
          expect(sellers).toContain('SEARCH i USING COVERING INDEX order_items_sales (order_id=?)');
        } else {
          expect(groups).toMatch(/Index Only Scan using orders_sales_month/);
          expect(sellers).toMatch(/Index Only Scan using orders_sales_month/);
          expect(sellers).toMatch(/Index Only Scan using order_items_sales/);
        }

        const down = await new Migrator({ db: handle.db, provider }).migrateTo('016-rate-limit-hits');
        expect(down.error).toBeUndefined();
        expect(await plan(orderGroupsQuery(WINDOW))).not.toContain('orders_sales_month');
        await migrateToLatest(handle);
      } finally {
        await handle.drop();
      }
    });
  });
}
