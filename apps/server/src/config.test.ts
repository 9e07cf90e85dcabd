import { describe, expect, it } from 'vitest';
import { assertServerConfig, ConfigError, loadConfig } from './config.ts';

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
    expect(c.catalogCacheBytes).toBe(32 * 1024 * 1024);
    expect(c.s3).toBeUndefined();
  });

  it('reads the S3 settings when S3_BUCKET is set', () => {
    expect(load({ S3_BUCKET: 'gallery-media' }).s3).toEqual({
      bucket: 'gallery-media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
    const c = load({
      S3_BUCKET: 'gallery-media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: '1',
      S3_PUBLIC_URL: 'https://cdn.example.com/media',
    });
    expect(c.s3).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/media',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ ADMIN_EMAIL: 'nobody' }, /^Invalid ADMIN_EMAIL: must be an e-mail address/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, /^Invalid ADMIN_PASSWORD: /],
    [
      { ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'eleven char' },
      /^Invalid ADMIN_PASSWORD: must be at least 12 characters long$/,
    ],
    [{ ADMIN_PASSWORD: 'long enough!' }, /^Invalid ADMIN_EMAIL: ADMIN_PASSWORD is set/],
    [
      { REQUIRE_OWNER_2FA: 'yes' },
      /^Invalid REQUIRE_OWNER_2FA: must be 1 \(Owners must use two-factor sign-in\) or 0$/,
    ],
    [{ SMTP_URL: 'http://mail' }, /^Invalid SMTP_URL: /],
    [{ JWT_SECRET: 'abc' }, /^Invalid JWT_SECRET: /],
    [{ SECRETS_KEY: 'a passphrase, not 32 bytes' }, /^Invalid SECRETS_KEY: must be 32 bytes in base64 or hex/],
    [{ SECRETS_KEY: 'ab'.repeat(16) }, /^Invalid SECRETS_KEY: must be 32 bytes/],
    [{ COUNTRY_HEADER: 'cf ipcountry' }, /^Invalid COUNTRY_HEADER: must be an HTTP header name/],
    [{ CATALOG_CACHE_MB: '0' }, /^Invalid CATALOG_CACHE_MB: must be a whole number of megabytes/],
    [{ CATALOG_CACHE_MB: 'lots' }, /^Invalid CATALOG_CACHE_MB: must be a whole number of megabytes/],
    [{ CLOCK_OFFSET_MINUTES: '31' }, /^Invalid CLOCK_OFFSET_MINUTES: is for tests and benchmarks only/],
    [{ NODE_ENV: 'production', CLOCK_OFFSET_MINUTES: '31' }, /^Invalid CLOCK_OFFSET_MINUTES: is for tests/],
    [{ NODE_ENV: 'test', CLOCK_OFFSET_MINUTES: '-5' }, /^Invalid CLOCK_OFFSET_MINUTES: must be 0 or more/],
    [{ S3_BUCKET: 'My_Bucket' }, /^Invalid S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, /^Invalid S3_ENDPOINT: must be an http/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /^Invalid S3_BUCKET: is not set, but S3_ENDPOINT or S3_PUBLIC_URL is/],
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

  it('reads SECRETS_KEY in hex or base64, and needs it in production on PostgreSQL only', () => {
    const hex = 'a1'.repeat(32);
    expect(load({ SECRETS_KEY: hex }).secretsKey).toEqual(Buffer.from(hex, 'hex'));
    expect(load({ SECRETS_KEY: Buffer.from(hex, 'hex').toString('base64') }).secretsKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    expect(load({}).secretsKey).toBeUndefined();
    const postgres = { DATABASE_URL: 'postgres://u@h/db' };
    expect(() => assertServerConfig(load(postgres))).toThrow(
      /^Invalid SECRETS_KEY: must be set when DATABASE_URL is, the same on every node/,
    );
    expect(() => assertServerConfig(load({ ...postgres, SECRETS_KEY: hex }))).not.toThrow();
    expect(() => assertServerConfig(load({ ...postgres, NODE_ENV: 'test' }))).not.toThrow();
    expect(() => assertServerConfig(load({}))).not.toThrow();
  });

  it('reads how many jobs a process runs at once, 16 by default on either database, refusing anything outside 1 to 64', () => {
    expect(load({}).jobConcurrency).toBe(16);
    expect(load({ DATABASE_URL: 'postgres://shop@db.example/shop' }).jobConcurrency).toBe(16);
    expect(load({ DATABASE_URL: 'postgres://shop@db.example/shop', JOB_CONCURRENCY: '12' }).jobConcurrency).toBe(12);
    expect(load({ JOB_CONCURRENCY: '3' }).jobConcurrency).toBe(3);
    for (const bad of ['0', '65', '2.5', 'many']) {
      expect(() => load({ JOB_CONCURRENCY: bad }), bad).toThrow(
        'Invalid JOB_CONCURRENCY: must be a whole number from 1 to 64',
      );
    }
  });

  it('reads the catalog cache budget in megabytes', () => {
    expect(load({ CATALOG_CACHE_MB: '8' }).catalogCacheBytes).toBe(8 * 1024 * 1024);
  });

  it('runs the clock ahead only outside production (a bench moves past a hold with it)', () => {
    expect(load({}).clockOffsetMinutes).toBe(0);
    expect(load({ NODE_ENV: 'test', CLOCK_OFFSET_MINUTES: '31' }).clockOffsetMinutes).toBe(31);
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
