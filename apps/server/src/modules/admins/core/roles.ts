import { type AdminRole, adminRole, NEW_PASSWORD_FIRST, OWNER_ONLY, TWO_FACTOR_FIRST } from '@vernissage/contract';
import type { RouteOptions } from 'fastify';
import { Forbidden } from '../../../platform/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The few routes an admin may use before replacing a generated first password (decision 034). */
    beforeNewPassword?: boolean;
    /** The routes an Owner may use before turning two-factor on, when the shop requires it (decision 053). */
    beforeTwoFactor?: boolean;
  }
}

/** A stored role; anything unexpected counts as the smaller power. */
export const toRole = (stored: string): AdminRole => (stored === 'owner' ? 'owner' : 'staff');

/** Throws the Owner-only refusal when `have` is not enough for `need`. */
export function assertRole(have: AdminRole, need: AdminRole | undefined): void {
  if (need === 'owner' && have !== 'owner') throw new Forbidden(OWNER_ONLY);
}

/** Until a generated first password is replaced, only the routes that lead to a new one answer. */
export function assertPasswordChosen(mustChange: boolean, route: { beforeNewPassword?: boolean }): void {
  if (mustChange && route.beforeNewPassword !== true) throw new Forbidden(NEW_PASSWORD_FIRST);
}

/** REQUIRE_OWNER_2FA=1: an Owner without two-factor sign-in reaches only the way to turn it on. */
export function assertTwoFactorAsRequired(
  required: boolean,
  session: { role: AdminRole; twoFactorEnabled: boolean },
  route: { beforeTwoFactor?: boolean },
): void {
  if (required && session.role === 'owner' && !session.twoFactorEnabled && route.beforeTwoFactor !== true)
    throw new Forbidden(TWO_FACTOR_FIRST);
}

/** An onRoute hook: a guarded route without a declared role is a programming error, found at start. */
export function requireRoleDeclaration(route: RouteOptions): void {
  const role = (route.config as { role?: unknown } | undefined)?.role;
  if (!adminRole.safeParse(role).success) {
    const methods = [route.method].flat().join(',');
    throw new Error(`${methods} ${route.url} declares no role: give its contract endpoint role: 'owner' | 'staff'`);
  }
}
