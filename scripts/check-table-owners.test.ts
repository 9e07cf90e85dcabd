import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-table-owners.mjs');
const schema = 'export interface Database {\n  artworks: ArtworksTable;\n  orders: OrdersTable;\n}\n';
let dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'owners-'));
  dirs.push(root);
  for (const [path, text] of Object.entries({ 'db/schema.ts': schema, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
const check = (root: string) => {
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
};

afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

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
