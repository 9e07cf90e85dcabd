import { type AdminRole, adminRole, OWNER_ONLY } from '@vernissage/contract';
import type { RouteOptions } from 'fastify';
import { Forbidden } from '../../platform/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The role an admin route needs (decision 030): `'staff'` lets any admin in, `'owner'` only
     * Owners. Every route inside `adminApi` declares one; the app does not start otherwise.
     */
    role?: AdminRole;
  }
}

/** A stored role; anything unexpected counts as the smaller power. */
export const toRole = (stored: string): AdminRole => (stored === 'owner' ? 'owner' : 'staff');

/** Throws the Owner-only refusal when `have` is not enough for `need`. */
export function assertRole(have: AdminRole, need: AdminRole | undefined): void {
  if (need === 'owner' && have !== 'owner') throw new Forbidden(OWNER_ONLY);
}

/** An onRoute hook: a guarded route without a declared role is a programming error, found at start. */
export function requireRoleDeclaration(route: RouteOptions): void {
  const role = (route.config as { role?: unknown } | undefined)?.role;
  if (!adminRole.safeParse(role).success) {
    const methods = [route.method].flat().join(',');
    throw new Error(`${methods} ${route.url} declares no role: add config: { role: 'owner' | 'staff' }`);
  }
}
