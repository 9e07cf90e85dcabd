import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const load = (env: Record<string, string>) => loadConfig(env, '/web');

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const c = load({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.demoCatalog).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ ADMIN_EMAIL: 'nobody' }, /^Invalid ADMIN_EMAIL: must be an e-mail address/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, /^Invalid ADMIN_PASSWORD: /],
    [{ ADMIN_PASSWORD: 'long enough' }, /^Invalid ADMIN_EMAIL: ADMIN_PASSWORD is set/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid SMTP_URL: /],
    [{ JWT_SECRET: 'abc' }, /^Invalid JWT_SECRET: /],
    [{ COUNTRY_HEADER: 'cf ipcountry' }, /^Invalid COUNTRY_HEADER: must be an HTTP header name/],
    [{ TRUST_PROXY: 'true' }, /^Invalid TRUST_PROXY: must be a number of proxies in front/],
    [{ TRUST_PROXY: '11' }, /^Invalid TRUST_PROXY: /],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid TRUST_PROXY: /],
    [{ TRUST_PROXY: '10.0.0.1, proxy.local' }, /^Invalid TRUST_PROXY: /],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and trusts no proxy by default', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.7 ,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
      'loopback',
    ]);
  });

  it('reads a PostgreSQL URL and the demo flag', () => {
    const c = load({ DATABASE_URL: 'postgres://u@h/db', DEMO_CATALOG: '1', ADMIN_EMAIL: 'Owner@Gallery.com' });
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.demoCatalog).toBe(true);
    expect(c.admin?.email).toBe('owner@gallery.com');
  });

  it('reads the trusted country header in lower case, and none by default', () => {
    expect(load({}).countryHeader).toBeUndefined();
    expect(load({ COUNTRY_HEADER: ' CF-IPCountry ' }).countryHeader).toBe('cf-ipcountry');
  });
});
