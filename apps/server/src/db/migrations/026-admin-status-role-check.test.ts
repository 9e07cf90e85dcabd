import { ADMIN_ROLES, ADMIN_STATUSES } from '@vernissage/contract';
import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import type { DbHandle } from '../connection.ts';
import { migrateToLatest, provider } from '../migrate.ts';
import { ADMIN_CHECKS } from './026-admin-status-role-check.ts';

// Untyped on purpose: these tests write what the types would refuse, to see the database refuse it.
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (h: DbHandle) => h.db as unknown as Loose;
const at = '2026-05-04T10:00:00.000Z';

const stepTo = async (h: DbHandle, name: string) => {
  const result = await new Migrator({ db: h.db, provider }).migrateTo(name);
  expect(result.error).toBeUndefined();
};

const count = async (h: DbHandle, table: string) =>
  Number(
    (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(h.db)).rows[0]?.n ?? 0,
  );

/** An Owner with a session and a recovery code, and Staff invited by them. */
async function seed(h: DbHandle, ownerRole = 'owner') {
  const db = loose(h);
  const admin = (id: string, status: string, role: string) => ({
    id,
    email: `${id}@gallery.test`,
    password_hash: 'x',
    created_at: at,
    status,
    role,
  });
  await db
    .insertInto('admins')
    .values([admin('a1', 'active', ownerRole), admin('a2', 'invited', 'staff')])
    .execute();
  await db
    .insertInto('admin_sessions')
    .values({ id: 's1', admin_id: 'a1', created_at: at, expires_at: '2026-05-05T10:00:00.000Z' })
    .execute();
  await db
    .insertInto('admin_recovery_codes')
    .values({ id: 'r1', admin_id: 'a1', code_hash: 'h', created_at: at })
    .execute();
  await db
    .insertInto('admin_invitations')
    .values({ id: 'i1', admin_id: 'a2', token_hash: 't', invited_by: 'a1', created_at: at, expires_at: at })
    .execute();
}

for (const dialect of dialects) {
  describe(`migration 026 on ${dialect.name}`, () => {
    it('checks the same values the contract lists', () => {
      const listed = Object.fromEntries(ADMIN_CHECKS.map((c) => [c.column, c.values]));
      expect(listed).toEqual({ status: ADMIN_STATUSES, role: ADMIN_ROLES });
    });

    it('keeps every admin and what hangs on them, refuses a status or role outside its list, and steps back down', async () => {
      const h = await dialect.create();
      try {
        await stepTo(h, '025-consent-per-browser');
        await seed(h);
        await stepTo(h, '026-admin-status-role-check');
        const rows = await loose(h).selectFrom('admins').select(['id', 'status', 'role']).orderBy('id').execute();
        expect(rows).toEqual([
          { id: 'a1', status: 'active', role: 'owner' },
          { id: 'a2', status: 'invited', role: 'staff' },
        ]);
        for (const t of ['admin_sessions', 'admin_recovery_codes', 'admin_invitations'])
          expect(await count(h, t), t).toBe(1);
        const set = (values: Record<string, string>) =>
          loose(h).updateTable('admins').set(values).where('id', '=', 'a1');
        await expect(set({ status: 'suspended' }).execute()).rejects.toThrow(/check/i);
        await expect(set({ role: 'admin' }).execute()).rejects.toThrow(/check/i);
        const newRow = { id: 'a3', email: 'a3@gallery.test', password_hash: 'x', created_at: at, role: 'root' };
        await expect(loose(h).insertInto('admins').values(newRow).execute()).rejects.toThrow(/check/i);
        // A cascade still reaches the children after the rebuild.
        await loose(h).deleteFrom('admins').where('id', '=', 'a1').execute();
        expect(await count(h, 'admin_sessions')).toBe(0);
        expect(await count(h, 'admin_recovery_codes')).toBe(0);

        await stepTo(h, '025-consent-per-browser');
        await set({ role: 'admin' }).execute();
        expect(await count(h, 'admins')).toBe(1);
      } finally {
        await h.drop();
      }
    });

    it('stops on a row outside its list, naming the values, and changes nothing', async () => {
      const h = await dialect.create();
      try {
        await stepTo(h, '025-consent-per-browser');
        await seed(h, 'superuser');
        const result = await new Migrator({ db: h.db, provider }).migrateToLatest();
        expect(String(result.error)).toContain("admins.role holds 'superuser'");
        const row = await loose(h).selectFrom('admins').select('role').where('id', '=', 'a1').executeTakeFirst();
        expect(row).toEqual({ role: 'superuser' });
        await loose(h).updateTable('admins').set({ role: 'owner' }).where('id', '=', 'a1').execute();
        await migrateToLatest(h);
      } finally {
        await h.drop();
      }
    });
  });
}
