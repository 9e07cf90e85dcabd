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
    [{ PAYMENT_PROVIDER: 'paypal' }, /^Invalid PAYMENT_PROVIDER: must be stripe, sandbox or none$/],
    [
      { PAYMENT_PROVIDER: 'stripe' },
      /^Invalid PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY/,
    ],
    [{ STRIPE_SECRET_KEY: 'sk_live_1' }, /^Invalid STRIPE_PUBLISHABLE_KEY: STRIPE_SECRET_KEY is set but/],
    [{ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }, /^Invalid STRIPE_WEBHOOK_SECRET: /],
    [
      { STRIPE_SECRET_KEY: 'sk_1', STRIPE_PUBLISHABLE_KEY: 'pk_1', STRIPE_WEBHOOK_SECRET: ' ' },
      /^Invalid STRIPE_WEBHOOK_SECRET: /,
    ],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
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

  it('chooses the card provider explicitly: Stripe with its keys, none in production, the sandbox elsewhere', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_1', STRIPE_PUBLISHABLE_KEY: 'pk_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(load({}).payments).toEqual({ provider: 'none' });
    expect(load({ NODE_ENV: 'production' }).payments).toEqual({ provider: 'none' });
    expect(load({ NODE_ENV: 'development' }).payments).toEqual({ provider: 'sandbox' });
    expect(load({ NODE_ENV: 'test' }).payments).toEqual({ provider: 'sandbox' });
    expect(load({ PAYMENT_PROVIDER: 'sandbox' }).payments).toEqual({ provider: 'sandbox' });
    expect(load({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'none' }).payments).toEqual({ provider: 'none' });
    expect(load(stripe).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_1',
      publishableKey: 'pk_1',
      webhookSecret: 'whsec_1',
    });
    expect(load({ ...stripe, PAYMENT_PROVIDER: 'none' }).payments).toEqual({ provider: 'none' });
  });
});
