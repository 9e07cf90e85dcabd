import { ADMIN_TABS, adminAccountEndpoints as endpoints } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, login, tokenFor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const ids = (body: unknown) => (body as { sidebar: { id: string }[] }).sidebar.map((t) => t.id);

for (const dialect of dialects) {
  describe(`the admin's own settings on ${dialect.name}`, () => {
    let t: TestApp;
    let ada: string;
    let bo: string;
    // Some bodies are wrong on purpose: the API must refuse what the types would.
    const put = (
      endpoint: typeof endpoints.setSidebar | typeof endpoints.setNotifications,
      token: string,
      body: object,
    ) => callEndpoint(t.app, endpoint, { token, body: body as never });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'ada@gallery.test', PASSWORD);
      await insertAdmin(t.database.db, 'bo@gallery.test', PASSWORD);
      ada = await tokenFor(t.app, 'ada@gallery.test', PASSWORD);
      bo = await tokenFor(t.app, 'bo@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('lists every tab with its label in the default order at first', async () => {
      const res = await callEndpoint(t.app, endpoints.sidebar, { token: ada });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sidebar: ADMIN_TABS.map((tab) => ({ id: tab.id, label: tab.label })) });
      expect((res.body as { sidebar: unknown[] }).sidebar[10]).toEqual({ id: 'hero-media', label: 'Hero Media' });
    });

    it('saves the tab order per admin and appends tabs the saved order lacks', async () => {
      const saved = await put(endpoints.setSidebar, ada, { order: ['orders', 'artists', 'artworks'] });
      expect(saved.status).toBe(200);
      const expected = [
        'orders',
        'artists',
        'artworks',
        'offers',
        'holds',
        'sales',
        'artist-payouts',
        'newsletter',
        'cookies',
        'users',
        'hero-media',
        'payment-details',
        'format-categories',
        'shop-settings',
        'messages',
      ];
      expect(ids(saved.body)).toEqual(expected);
      expect(ids((await callEndpoint(t.app, endpoints.sidebar, { token: ada })).body)).toEqual(expected);
      expect(ids((await callEndpoint(t.app, endpoints.sidebar, { token: bo })).body)[0]).toBe('artworks');
    });

    it('drops unknown ids found in a stored order', async () => {
      await t.database.db
        .updateTable('admins')
        .set({ tab_order: JSON.stringify(['retired-tab', 'users']) })
        .where('email', '=', 'bo@gallery.test')
        .execute();
      expect(ids((await callEndpoint(t.app, endpoints.sidebar, { token: bo })).body).slice(0, 2)).toEqual([
        'users',
        'artworks',
      ]);
    });

    it('shows a tab added since the order was saved, after the saved ones', async () => {
      const before = [
        'messages',
        'shop-settings',
        'format-categories',
        'payment-details',
        'hero-media',
        'users',
        'newsletter',
        'orders',
        'sales',
        'artists',
        'artworks',
      ];
      await t.database.db
        .updateTable('admins')
        .set({ tab_order: JSON.stringify(before) })
        .where('email', '=', 'bo@gallery.test')
        .execute();
      const sidebar = (await callEndpoint(t.app, endpoints.sidebar, { token: bo })).body as {
        sidebar: { id: string; label: string }[];
      };
      expect(sidebar.sidebar.map((tab) => tab.id)).toEqual([...before, 'offers', 'holds', 'artist-payouts', 'cookies']);
      expect(sidebar.sidebar.at(-1)).toEqual({ id: 'cookies', label: 'Cookie Consents' });
    });

    it.each([
      [{ order: ['artworks', 'secret-tab'] }, 'Unknown tab: secret-tab'],
      [{ order: ['artworks', 'artworks'] }, 'Each tab may appear only once'],
      [{ order: 'artworks' }, 'order must be a list of tab ids'],
    ])('refuses the order %j', async (payload, message) => {
      const res = await put(endpoints.setSidebar, ada, payload);
      expect(res).toMatchObject({ status: 400, body: { error: message } });
    });

    it('describes the signed-in admin for the Settings dialog', async () => {
      const res = await callEndpoint(t.app, endpoints.me, { token: bo });
      expect(res).toMatchObject({ status: 200 });
      expect(res.body).toEqual({
        email: 'bo@gallery.test',
        role: 'Owner',
        mustChangePassword: false,
        passwordChangedAt: null,
        twoFactorEnabled: false,
        twoFactorRequired: false,
        notifications: { newOrders: true, paymentAlerts: true, systemUpdates: false },
      });
    });

    it('saves the notification toggles per admin', async () => {
      const wanted = { newOrders: false, paymentAlerts: true, systemUpdates: true };
      const res = await put(endpoints.setNotifications, ada, wanted);
      expect(res).toMatchObject({ status: 200, body: { notifications: wanted } });
      expect((await callEndpoint(t.app, endpoints.me, { token: ada })).body).toMatchObject({ notifications: wanted });
      expect((await callEndpoint(t.app, endpoints.me, { token: bo })).body).toMatchObject({
        notifications: { newOrders: true },
      });
      const bad = await put(endpoints.setNotifications, ada, { newOrders: 'yes' });
      expect(bad.status).toBe(400);
    });

    it("lists this admin's sign-ins, newest first, and nobody else's", async () => {
      await login(t.app, 'ada@gallery.test', 'wrong', { remoteAddress: '192.0.2.9', userAgent: 'Test Browser' });
      const res = await callEndpoint(t.app, endpoints.loginHistory, { token: ada });
      const events = (res.body as { events: { ip: string; success: boolean; userAgent: string }[] }).events;
      expect(events).toHaveLength(2);
      expect(events[0]).toEqual({
        createdAt: expect.any(String),
        ip: '192.0.2.9',
        userAgent: 'Test Browser',
        success: false,
      });
      expect(events[1]).toMatchObject({ success: true });
    });
  });
}
