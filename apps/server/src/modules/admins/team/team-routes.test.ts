import { type AddAdminBody, type AdminRole, adminAccountEndpoints, adminUserEndpoints } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, login, tokenFor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
type User = { id: string; email: string; status: string; role: string; isYou: boolean; lastSignInAt: string | null };

for (const dialect of dialects) {
  describe(`the Users tab API on ${dialect.name}`, () => {
    let t: TestApp;
    let owner: string;
    let ownerId: string;
    const users = async (token: string) =>
      ((await callEndpoint(t.app, adminUserEndpoints.list, { token })).body as { users: User[] }).users;
    const add = (token: string, payload: object) =>
      callEndpoint(t.app, adminUserEndpoints.add, { token, body: payload as AddAdminBody });
    const setRole = (token: string, id: string, role: string) =>
      callEndpoint(t.app, adminUserEndpoints.setRole, { params: { id }, token, body: { role: role as AdminRole } });
    const remove = (token: string, id: string) =>
      callEndpoint(t.app, adminUserEndpoints.remove, { params: { id }, token });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      ownerId = await insertAdmin(t.database.db, 'Owner@Gallery.test', PASSWORD);
      owner = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('lists the admins with their status, last sign-in and which one is you', async () => {
      const res = await callEndpoint(t.app, adminUserEndpoints.list, { token: owner });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        users: [
          {
            id: ownerId,
            email: 'Owner@Gallery.test',
            createdAt: '2026-01-01T00:00:00.000Z',
            passwordChangedAt: null,
            lastSignInAt: expect.any(String),
            status: 'active',
            role: 'owner',
            invitationExpiresAt: null,
            isYou: true,
          },
        ],
      });
    });

    it('adds an Owner with a password, who can then sign in and see the list', async () => {
      const res = await add(owner, { email: '  Hanna@Gallery.test ', password: 'hanna-password-1', role: 'owner' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        user: { email: 'hanna@gallery.test', status: 'active', role: 'owner', isYou: false, lastSignInAt: null },
      });
      const hanna = await tokenFor(t.app, 'hanna@gallery.test', 'hanna-password-1');
      const seen = await users(hanna);
      expect(seen.map((u) => [u.email, u.isYou])).toEqual([
        ['Owner@Gallery.test', false],
        ['hanna@gallery.test', true],
      ]);
      expect(seen[1]?.lastSignInAt).toEqual(expect.any(String));
    });

    it.each<[object, string]>([
      [{ email: 'hanna@gallery.test', password: 'another-password' }, 'the same e-mail'],
      [{ email: 'HANNA@gallery.test ', invite: true }, 'another case, by invitation'],
      [{ email: 'owner@gallery.test', password: 'another-password' }, "a stored address's lower case"],
    ])('refuses a duplicate with 409: %j (%s)', async (payload) => {
      const res = await add(owner, payload);
      expect(res).toMatchObject({ status: 409, body: { error: 'An administrator with this e-mail already exists.' } });
    });

    it.each([
      [{ password: 'long-enough-1' }, 'Email is required'],
      [{ email: '   ', password: 'long-enough-1' }, 'Email is required'],
      [{ email: 'not-an-address', password: 'long-enough-1' }, 'Please enter a valid email address.'],
      [{ email: 'a@b.test' }, 'Password is required'],
      [{ email: 'a@b.test', password: 'short' }, 'Password must be at least 8 characters long'],
      [{ email: 'a@b.test', password: 'x'.repeat(257) }, 'Password must be at most 256 characters long'],
      [
        { email: 'a@b.test', password: 'long-enough-1', invite: true },
        'Set a password or send an invitation, not both',
      ],
      [{ email: 'a@b.test', invite: 'yes' }, 'invite must be true or false'],
      [{ email: 'a@b.test', invite: true, role: 'admin' }, 'role must be owner or staff'],
      [
        { email: 'a@b.test', password: 'iloveyou1' },
        'This password is too common and easy to guess. Choose another, for example a few unrelated words.',
      ],
    ])('explains what is wrong with %j', async (payload, message) => {
      const res = await add(owner, payload);
      expect(res).toMatchObject({ status: 400, body: { error: message } });
      expect((await users(owner)).some((u) => u.email === 'a@b.test')).toBe(false);
    });

    it('never removes your own account', async () => {
      const res = await remove(owner, ownerId);
      expect(res).toMatchObject({ status: 400, body: { error: 'You cannot remove your own account.' } });
    });

    it('answers 404 for an admin that does not exist', async () => {
      const res = await remove(owner, 'no-such-admin');
      expect(res).toMatchObject({ status: 404, body: { error: 'Administrator not found' } });
    });

    it('removes an admin and refuses their token from then on (401)', async () => {
      await add(owner, { email: 'leaver@gallery.test', password: 'leaver-password' });
      const leaver = await tokenFor(t.app, 'leaver@gallery.test', 'leaver-password');
      const id = (await users(owner)).find((u) => u.email === 'leaver@gallery.test')?.id ?? '';
      expect(await remove(owner, id)).toMatchObject({ status: 200, body: { success: true } });
      expect((await users(owner)).some((u) => u.id === id)).toBe(false);
      const after = await callEndpoint(t.app, adminAccountEndpoints.me, { token: leaver });
      expect(after).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
      const sessions = await t.database.db
        .selectFrom('admin_sessions')
        .select('id')
        .where('admin_id', '=', id)
        .execute();
      expect(sessions).toEqual([]);
      expect((await login(t.app, 'leaver@gallery.test', 'leaver-password')).status).toBe(401);
    });

    it('adds Staff by default, who may not see or change the administrators (403)', async () => {
      const res = await add(owner, { email: 'clerk@gallery.test', password: 'clerk-password-1' });
      expect(res).toMatchObject({ status: 201, body: { user: { role: 'staff' } } });
      const clerk = await tokenFor(t.app, 'clerk@gallery.test', 'clerk-password-1');
      const refused = { status: 403, body: { error: 'Only an Owner can do this. Ask an Owner of the shop.' } };
      expect(await callEndpoint(t.app, adminUserEndpoints.list, { token: clerk })).toMatchObject(refused);
      expect(await add(clerk, { email: 'friend@gallery.test', invite: true })).toMatchObject(refused);
      expect(await setRole(clerk, ownerId, 'staff')).toMatchObject(refused);
      expect(await remove(clerk, ownerId)).toMatchObject(refused);
      const me = await callEndpoint(t.app, adminAccountEndpoints.me, { token: clerk });
      expect(me).toMatchObject({ status: 200, body: { role: 'Staff' } });
      expect((await users(owner)).some((u) => u.email === 'friend@gallery.test')).toBe(false);
    });

    it("lets an Owner promote Staff, whose next request may then do an Owner's work", async () => {
      const clerk = await tokenFor(t.app, 'clerk@gallery.test', 'clerk-password-1');
      const clerkId = (await users(owner)).find((u) => u.email === 'clerk@gallery.test')?.id ?? '';
      const res = await setRole(owner, clerkId, 'owner');
      expect(res).toMatchObject({ status: 200, body: { user: { email: 'clerk@gallery.test', role: 'owner' } } });
      expect((await callEndpoint(t.app, adminUserEndpoints.list, { token: clerk })).status).toBe(200);
      expect((await setRole(owner, clerkId, 'staff')).status).toBe(200);
      expect((await callEndpoint(t.app, adminUserEndpoints.list, { token: clerk })).status).toBe(403);
      expect(await setRole(owner, clerkId, 'boss')).toMatchObject({
        status: 400,
        body: { error: 'role must be owner or staff' },
      });
      expect((await setRole(owner, 'no-such-admin', 'owner')).status).toBe(404);
      expect((await remove(owner, clerkId)).status).toBe(200);
    });

    it('never demotes the last Owner, not even themself, nor two Owners each other at once', async () => {
      await add(owner, { email: 'second@gallery.test', password: 'second-password', role: 'owner' });
      const second = await tokenFor(t.app, 'second@gallery.test', 'second-password');
      const secondId = (await users(owner)).find((u) => u.email === 'second@gallery.test')?.id ?? '';
      const hannaId = (await users(owner)).find((u) => u.email === 'hanna@gallery.test')?.id ?? '';
      expect((await setRole(owner, hannaId, 'staff')).status).toBe(200);
      const [a, b] = await Promise.all([setRole(owner, secondId, 'staff'), setRole(second, ownerId, 'staff')]);
      const statuses = [a.status, b.status].sort();
      expect(statuses[0]).toBe(200);
      expect([400, 403]).toContain(statuses[1]);
      const owners = await t.database.db
        .selectFrom('admins')
        .select(['id', 'email'])
        .where('role', '=', 'owner')
        .execute();
      expect(owners).toHaveLength(1);
      const last = owners[0];
      const lastToken = last?.email === 'second@gallery.test' ? second : owner;
      const self = await setRole(lastToken, last?.id ?? '', 'staff');
      expect(self).toMatchObject({ status: 400, body: { error: 'The last Owner cannot be demoted.' } });
      // Put things back for the next test: the owner is the Owner, the others Staff.
      if (last?.email === 'second@gallery.test') expect((await setRole(second, ownerId, 'owner')).status).toBe(200);
      expect((await remove(owner, secondId)).status).toBe(200);
      expect((await setRole(owner, hannaId, 'owner')).status).toBe(200);
    });

    it('never removes the last Owner, even when two remove each other at once', async () => {
      await add(owner, { email: 'rival@gallery.test', password: 'rival-password', role: 'owner' });
      const rival = await tokenFor(t.app, 'rival@gallery.test', 'rival-password');
      const hanna = await tokenFor(t.app, 'hanna@gallery.test', 'hanna-password-1');
      // Only the owner stays: remove Hanna first, then the owner and the rival remove each other.
      const hannaId = (await users(owner)).find((u) => u.email === 'hanna@gallery.test')?.id ?? '';
      expect((await remove(owner, hannaId)).status).toBe(200);
      expect((await callEndpoint(t.app, adminUserEndpoints.list, { token: hanna })).status).toBe(401);
      const rivalId = (await users(owner)).find((u) => u.email === 'rival@gallery.test')?.id ?? '';
      const [a, b] = await Promise.all([remove(owner, rivalId), remove(rival, ownerId)]);
      const statuses = [a.status, b.status].sort();
      expect(statuses[0]).toBe(200);
      expect([400, 401]).toContain(statuses[1]);
      const left = await t.database.db.selectFrom('admins').select('email').execute();
      expect(left).toHaveLength(1);
      const loser = a.status === 200 ? b : a;
      if (loser.status === 400) expect(loser.body).toEqual({ error: 'The last Owner cannot be removed.' });
    });
  });
}
