import { resolve } from 'node:path';
import { z } from 'zod';
import { type TrustProxy, trustProxySetting } from './platform/http/trust-proxy.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

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
    ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
      message: 'must be at least 8 characters long',
    }),
    DEMO_CATALOG: flag,
    SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\/.+/.test(v), {
      message: 'must be an smtp:// or smtps:// URL',
    }),
    MAIL_FROM: z.string().min(3).default('Vernissage <gallery@localhost>'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    S3_BUCKET: optionalText,
    JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    TRUST_PROXY: trustProxySetting,
    ADMIN_IDLE_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).int().min(1).max(1440).default(30),
    COUNTRY_HEADER: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9-]{1,64}$/.test(v), {
      message: 'must be an HTTP header name such as cf-ipcountry',
    }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_ROOT: optionalText,
  })
  .refine((c) => !c.ADMIN_PASSWORD || c.ADMIN_EMAIL, {
    message: 'ADMIN_PASSWORD is set but ADMIN_EMAIL is not',
    path: ['ADMIN_EMAIL'],
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
  /** Card payments through Stripe when both keys are set; the built-in sandbox otherwise. */
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string };
  jwtSecret: string | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  /** An admin session ends after this long without a request. */
  adminIdleMinutes: number;
  /** The header a trusted proxy or CDN sets to the visitor's country; unset, the offline database decides. */
  countryHeader: string | undefined;
  webRoot: string;
};

export class ConfigError extends Error {}

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
    stripe: {
      ...(c.STRIPE_SECRET_KEY ? { secretKey: c.STRIPE_SECRET_KEY } : {}),
      ...(c.STRIPE_PUBLISHABLE_KEY ? { publishableKey: c.STRIPE_PUBLISHABLE_KEY } : {}),
      ...(c.STRIPE_WEBHOOK_SECRET ? { webhookSecret: c.STRIPE_WEBHOOK_SECRET } : {}),
    },
    jwtSecret: c.JWT_SECRET,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    adminIdleMinutes: c.ADMIN_IDLE_MINUTES,
    countryHeader: c.COUNTRY_HEADER?.toLowerCase(),
    webRoot: resolve(c.WEB_ROOT ?? defaultWebRoot),
  };
}
