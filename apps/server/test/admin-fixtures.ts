import { hash } from '@node-rs/argon2';
import { REFRESH_HEADER } from '@vernissage/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../src/db/connection.ts';
import { totpSecretContext } from '../src/modules/admins/index.ts';
import type { Clock } from '../src/platform/clock.ts';
import { newId } from '../src/platform/ids.ts';
import { secretBox } from '../src/platform/secrets/secret-box.ts';
import { TEST_SECRETS_KEY } from './test-app.ts';

/** A clock the test moves by hand: tokens, sessions and the sign-in window all read it. */
export function testClock(start = '2026-03-02T09:00:00.000Z'): Clock & { advance(ms: number): void } {
  let now = Date.parse(start);
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

export async function insertAdmin(db: Db, email: string, password: string): Promise<string> {
  const id = newId();
  await db
    .insertInto('admins')
    .values({ id, email, password_hash: await hash(password), created_at: '2026-01-01T00:00:00.000Z' })
    .execute();
  return id;
}

let addressCounter = 0;
/** A fresh documentation address per call, so the per-address limits of one test never touch another's. */
const nextAddress = (): string => {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export type Answer = { status: number; body: unknown; headers: Record<string, unknown> };

export async function call(app: FastifyInstance, options: InjectOptions & { token?: string }): Promise<Answer> {
  const { token, ...rest } = options;
  const headers = { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await app.inject({ remoteAddress: nextAddress(), ...rest, headers });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: { remoteAddress?: string; userAgent?: string } = {},
): Promise<Answer> {
  return call(app, {
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: extra.remoteAddress ?? nextAddress(),
    headers: extra.userAgent ? { 'user-agent': extra.userAgent } : {},
  });
}

/** Signs in and returns the access token; fails the test when sign-in does not succeed. */
export async function tokenFor(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await login(app, email, password);
  const token = (res.body as { access_token?: string } | undefined)?.access_token;
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}

/**
 * Signs in as the back office does: each call carries the access token (15 minutes), and a call
 * refused with 401 renews it once from the session's refresh cookie, as the browser's client does.
 */
export async function browserSession(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<(options: InjectOptions) => Promise<Answer>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  let token = (res.json() as { access_token?: string }).access_token;
  const setCookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('vernissage_admin_refresh='));
  if (res.statusCode !== 200 || !token || !setCookie) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = setCookie.split(';')[0] as string;
  return async (options) => {
    const answer = await call(app, { ...options, token });
    if (answer.status !== 401) return answer;
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/admin/session/refresh',
      headers: { cookie, [REFRESH_HEADER.name]: REFRESH_HEADER.value },
    });
    if (renewed.statusCode !== 200) return answer;
    token = (renewed.json() as { access_token: string }).access_token;
    return call(app, { ...options, token });
  };
}

/** Turns two-factor sign-in on for an admin, the secret sealed as the test app's key seals it (decision 044). */
export async function turnOnTwoFactor(db: Db, email: string, secret: string): Promise<void> {
  const admin = await db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const sealed = secretBox(TEST_SECRETS_KEY).seal(secret, totpSecretContext(admin.id));
  await db
    .updateTable('admins')
    .set({ two_factor_enabled: 1, two_factor_secret: sealed })
    .where('id', '=', admin.id)
    .execute();
}
