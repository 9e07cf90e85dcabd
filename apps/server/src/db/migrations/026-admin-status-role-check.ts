import { statusChecksMigration } from './status-checks.ts';

/**
 * An admin's `status` (decision 014: active, or invited until the link is used) and `role`
 * (decision 030: owner or staff) accept only their values, checked by the database (the pattern of
 * migrations 020 and 024, decision 058). The lists are written out as they are today; a test holds
 * them equal to the contract's. No version of the shop wrote another value: a row outside its list
 * (edited by hand) stops the migration with the values found, and nothing is rewritten.
 */
export const ADMIN_CHECKS = [
  { table: 'admins', column: 'status', values: ['active', 'invited'] },
  { table: 'admins', column: 'role', values: ['owner', 'staff'] },
] as const;

export const { up, down } = statusChecksMigration(ADMIN_CHECKS);
