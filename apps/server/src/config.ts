import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_CATALOG_CACHE_MB, MB } from './platform/cache/catalog-cache.ts';
import { type TrustProxy, trustProxySetting } from './platform/http/trust-proxy.ts';
import type { S3Settings } from './platform/media/s3-storage.ts';
import { parseSecretsKey } from './platform/secrets/secrets-key.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const PAYMENT_PROVIDERS = ['stripe', 'sandbox', 'none'] as const;
/**
 * Jobs a process runs at once unless JOB_CONCURRENCY says (decision 062, measured with the drained
 * checkout bench on 2 cores): 16 on either database. On PostgreSQL a job spends most of its time
 * waiting for round trips, so more slots drain faster; beyond 16 the requests' p99 rises.
 */
const JOB_CONCURRENCY = 16;
type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const schema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v), {
      message: 'must be a postgres:// URL (leave it unset to use the embedded SQLite database)',
    }),
    PUBLIC_URL: optionalText.refine((v) => v === undefined || URL.canParse(v), { message: 'must be an absolute URL' }),
    ADMIN_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
      message: 'must be an e-mail address',
    }),
    // Longer than the back office's 8: it sits in an environment file; its strength is checked at the start (main.ts).
    ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 12, {
      message: 'must be at least 12 characters long',
    }),
    DEMO_CATALOG: flag,
    SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\/.+/.test(v), {
      message: 'must be an smtp:// or smtps:// URL',
    }),
    MAIL_FROM: z.string().min(3).default('Vernissage <gallery@localhost>'),
    PAYMENT_PROVIDER: optionalText.refine((v) => v === undefined || PAYMENT_PROVIDERS.some((p) => p === v), {
      message: 'must be stripe, sandbox or none',
    }),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
      message: 'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
    }),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\/.+/.test(v), {
      message: 'must be an http:// or https:// URL',
    }),
    S3_FORCE_PATH_STYLE: flag,
    S3_PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/.+/.test(v), {
      message: 'must be an http:// or https:// URL',
    }),
    JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    SECRETS_KEY: optionalText.refine((v) => v === undefined || parseSecretsKey(v) !== undefined, {
      message: 'must be 32 bytes in base64 or hex (make one with: openssl rand -base64 32)',
    }),
    TRUST_PROXY: trustProxySetting,
    REQUIRE_OWNER_2FA: z
      .enum(['0', '1', ''], { error: 'must be 1 (Owners must use two-factor sign-in) or 0' })
      .optional()
      .transform((v) => v === '1'),
    ADMIN_IDLE_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).int().min(1).max(1440).default(30),
    COUNTRY_HEADER: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9-]{1,64}$/.test(v), {
      message: 'must be an HTTP header name such as cf-ipcountry',
    }),
    METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
      message: 'must be at least 16 characters long',
    }),
    SHUTDOWN_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(30),
    // Jobs one process runs at once: most wait on the database, the SMTP server or the provider.
    JOB_CONCURRENCY: z.coerce
      .number({ error: 'must be a whole number from 1 to 64' })
      .int('must be a whole number from 1 to 64')
      .min(1, 'must be a whole number from 1 to 64')
      .max(64, 'must be a whole number from 1 to 64')
      .optional(),
    NEW_ARRIVAL_DAYS: z.coerce
      .number({ error: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be between 1 and 3650')
      .max(3650, 'must be between 1 and 3650')
      .default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_ROOT: optionalText,
    CATALOG_CACHE_MB: z.coerce
      .number({ error: 'must be a whole number of megabytes from 1 to 4096' })
      .int('must be a whole number of megabytes from 1 to 4096')
      .min(1, 'must be a whole number of megabytes from 1 to 4096')
      .max(4096, 'must be a whole number of megabytes from 1 to 4096')
      .default(DEFAULT_CATALOG_CACHE_MB),
    CLOCK_OFFSET_MINUTES: z.coerce
      .number({ error: 'must be a whole number of minutes' })
      .int('must be a whole number of minutes')
      .min(0, 'must be 0 or more')
      .max(366 * 24 * 60, 'must be at most a year')
      .default(0),
  })
  .refine((c) => !c.ADMIN_PASSWORD || c.ADMIN_EMAIL, {
    message: 'ADMIN_PASSWORD is set but ADMIN_EMAIL is not',
    path: ['ADMIN_EMAIL'],
  })
  // A shop whose clock runs ahead would end holds and storage periods early: tests and benches only.
  .refine((c) => c.CLOCK_OFFSET_MINUTES === 0 || c.NODE_ENV !== 'production', {
    message: 'is for tests and benchmarks only, refused when NODE_ENV is production',
    path: ['CLOCK_OFFSET_MINUTES'],
  })
  .refine((c) => c.S3_BUCKET || !(c.S3_ENDPOINT || c.S3_PUBLIC_URL), {
    message: 'is not set, but S3_ENDPOINT or S3_PUBLIC_URL is',
    path: ['S3_BUCKET'],
  });

export type Config = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  admin: { email: string; password: string | undefined } | undefined;
  demoCatalog: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How cards are taken (decision 027): Stripe, the built-in sandbox (a test shop: no money moves) or not at all. */
  payments: PaymentConfig;
  /** Media in an S3-compatible bucket when `S3_BUCKET` is set; local disk otherwise. */
  s3: S3Settings | undefined;
  jwtSecret: string | undefined;
  /** Encrypts secrets kept in the database (SECRETS_KEY); unset, a key file in DATA_DIR. */
  secretsKey: Buffer | undefined;
  logLevel: string;
  /** `GET /metrics` answers a `Bearer` of this token; unset, there is no /metrics. */
  metricsToken: string | undefined;
  /** Seconds a SIGTERM waits for requests and jobs in flight before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** Jobs one process runs at once (JOB_CONCURRENCY; 16 by default). */
  jobConcurrency: number;
  trustProxy: TrustProxy;
  /** An admin session ends after this long without a request. */
  adminIdleMinutes: number;
  /** REQUIRE_OWNER_2FA=1: an Owner without two-factor sign-in may only turn it on (decision 053). */
  requireOwnerTwoFactor: boolean;
  /** The header a trusted proxy or CDN sets to the visitor's country; unset, the offline database decides. */
  countryHeader: string | undefined;
  webRoot: string;
  /** The catalog read cache's budget in bytes (least recently used entries go beyond it). */
  catalogCacheBytes: number;
  /** Tests and benchmarks only: the shop's clock runs this many minutes ahead (holds end sooner). */
  clockOffsetMinutes: number;
  /** A work is listed under New Arrivals for this many days after it is added. */
  newArrivalDays: number;
};

export type PaymentConfig =
  | { provider: 'none' }
  | { provider: 'sandbox' }
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };

export class ConfigError extends Error {}

type ParsedPayments = {
  NODE_ENV: Config['env'];
  PAYMENT_PROVIDER?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
};

/**
 * The card provider, chosen explicitly: PAYMENT_PROVIDER when set; else Stripe when its keys are
 * set, no card payments in production (so a shop never sells for test money by accident) and the
 * sandbox in development and tests. Stripe always needs its webhook secret: without it anyone
 * could sign webhooks with the empty key.
 */
function paymentConfig(c: ParsedPayments): PaymentConfig {
  const secretKey = c.STRIPE_SECRET_KEY;
  const publishableKey = c.STRIPE_PUBLISHABLE_KEY;
  if (Boolean(secretKey) !== Boolean(publishableKey)) {
    const [set, unset] = secretKey
      ? ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']
      : ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY'];
    throw new ConfigError(`Invalid ${unset}: ${set} is set but ${unset} is not (Stripe needs both keys)`);
  }
  const fallback = c.NODE_ENV === 'production' ? 'none' : 'sandbox';
  const provider = (c.PAYMENT_PROVIDER as PaymentProviderName | undefined) ?? (secretKey ? 'stripe' : fallback);
  if (provider !== 'stripe') return { provider };
  if (!secretKey || !publishableKey) {
    throw new ConfigError(
      'Invalid PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to be set',
    );
  }
  if (!c.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Invalid STRIPE_WEBHOOK_SECRET: it must be set when Stripe takes the payments (the webhook's signing secret, whsec_...)",
    );
  }
  return { provider, secretKey, publishableKey, webhookSecret: c.STRIPE_WEBHOOK_SECRET };
}

/**
 * What only the server needs (the operator's tools do not read secrets): in production on PostgreSQL,
 * an explicit SECRETS_KEY, since nodes sharing the database must share the key, and a key file made
 * on each node would differ (decision 044).
 */
export function assertServerConfig(config: Pick<Config, 'env' | 'databaseUrl' | 'secretsKey'>): void {
  if (config.env !== 'production' || !config.databaseUrl || config.secretsKey) return;
  throw new ConfigError(
    'Invalid SECRETS_KEY: must be set when DATABASE_URL is, the same on every node (make one with: openssl rand -base64 32; a DATA_DIR/secrets-key file holds the key already in use)',
  );
}

/** Reads the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, defaultWebRoot: string): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    admin: c.ADMIN_EMAIL ? { email: c.ADMIN_EMAIL.toLowerCase(), password: c.ADMIN_PASSWORD } : undefined,
    demoCatalog: c.DEMO_CATALOG,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    payments: paymentConfig(c),
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          region: c.S3_REGION,
          endpoint: c.S3_ENDPOINT,
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
          publicUrl: c.S3_PUBLIC_URL,
        }
      : undefined,
    jwtSecret: c.JWT_SECRET,
    secretsKey: c.SECRETS_KEY ? parseSecretsKey(c.SECRETS_KEY) : undefined,
    logLevel: c.LOG_LEVEL,
    metricsToken: c.METRICS_TOKEN,
    shutdownTimeoutSeconds: c.SHUTDOWN_TIMEOUT,
    jobConcurrency: c.JOB_CONCURRENCY ?? JOB_CONCURRENCY,
    trustProxy: c.TRUST_PROXY,
    adminIdleMinutes: c.ADMIN_IDLE_MINUTES,
    requireOwnerTwoFactor: c.REQUIRE_OWNER_2FA,
    countryHeader: c.COUNTRY_HEADER?.toLowerCase(),
    webRoot: resolve(c.WEB_ROOT ?? defaultWebRoot),
    catalogCacheBytes: c.CATALOG_CACHE_MB * MB,
    clockOffsetMinutes: c.CLOCK_OFFSET_MINUTES,
    newArrivalDays: c.NEW_ARRIVAL_DAYS,
  };
}
