import { describe, expect, it } from 'vitest';
import { scriptUnderTest } from './script-fixtures.ts';

const schema = 'export interface Database {\n  artworks: ArtworksTable;\n  orders: OrdersTable;\n}\n';
const fixtures = scriptUnderTest('check-table-owners.mjs');
const tree = (files: Record<string, string>) => fixtures.tree({ 'db/schema.ts': schema, ...files });
const check = fixtures.check;

describe('check-table-owners', () => {
  it('passes when each table is written and queried by its own module only', () => {
    const root = tree({
      'modules/artworks/repo.ts': "db.insertInto('artworks'); db.selectFrom('artworks').innerJoin('orders', 'a', 'b');",
      'modules/orders/repo.ts': "db.updateTable('orders'); db.deleteFrom('orders'); eb.selectFrom('artworks');",
      'modules/orders/repo.test.ts': "db.insertInto('artworks');",
    });
    expect(check(root)).toEqual({ code: 0, out: 'Table ownership: 2 written tables, one module each\n' });
  });

  it('names a table written by two modules, and the files', () => {
    const root = tree({
      'modules/artworks/repo.ts': "db.insertInto('artworks')",
      'modules/catalog/admin-repo.ts': "db\n  .updateTable('artworks')",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('table artworks is written by 2 modules');
    expect(out).toContain('modules/catalog (modules/catalog/admin-repo.ts)');
  });

  it('finds writes in raw SQL and writes from outside any module', () => {
    const root = tree({
      'modules/orders/repo.ts': "db.insertInto('orders')",
      'modules/artworks/repo.ts': 'sql`update orders set status = 1`.execute(db)',
      'demo/seed.ts': "trx.insertInto('artworks')",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('table orders is written by 2 modules');
    expect(out).toContain('table artworks is written outside a module by demo (demo/seed.ts)');
  });

  it("names a module that queries another module's table", () => {
    const root = tree({
      'modules/orders/repo.ts': "db.insertInto('orders')",
      'modules/artworks/admin-repo.ts': "db.selectFrom('orders').select('id')",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('table orders belongs to modules/orders but modules/artworks queries it');
  });
});
