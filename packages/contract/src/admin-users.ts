import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './admin-auth.ts';
import { emailField } from './email.ts';

/** The back office's Users tab and the invitation link (decision 014; the two roles: decision 030). */

/**
 * An Owner does everything; Staff run the catalog, orders, newsletters and consents, but not the
 * bank details, shop settings or administrators.
 */
export const adminRole = z.enum(['owner', 'staff'], { error: 'role must be owner or staff' });
export type AdminRole = z.infer<typeof adminRole>;
/** Every role, in the order the database's check lists them (migration 026). */
export const ADMIN_ROLES = adminRole.options;
export const ADMIN_ROLE_LABELS = { owner: 'Owner', staff: 'Staff' } as const satisfies Record<AdminRole, string>;
/** The 403 a Staff member gets from an Owner's route. */
export const OWNER_ONLY = 'Only an Owner can do this. Ask an Owner of the shop.';
export const CANNOT_DEMOTE_LAST_OWNER = 'The last Owner cannot be demoted.';

export const ADMIN_EMAIL_REQUIRED = 'Email is required';
export const ADMIN_EMAIL_INVALID = 'Please enter a valid email address.';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const ADD_MODE_BOTH = 'Set a password or send an invitation, not both';
export const ADMIN_EMAIL_TAKEN = 'An administrator with this e-mail already exists.';
export const CANNOT_REMOVE_SELF = 'You cannot remove your own account.';
export const CANNOT_REMOVE_LAST = 'The last Owner cannot be removed.';
export const ADMIN_NOT_FOUND = 'Administrator not found';
export const INVITATION_INVALID = 'This invitation link is invalid or has expired.';
/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** The same length rules as a changed password (changePasswordBody). */
export const adminPassword = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);

export const adminEmail = emailField({ required: ADMIN_EMAIL_REQUIRED, invalid: ADMIN_EMAIL_INVALID });

/**
 * `{ email, password }` creates an active admin; `{ email, invite: true }` e-mails a link to set one.
 * Without `role` the new admin is Staff: the smaller power unless an Owner asks for more.
 */
export const addAdminBody = z
  .object(
    {
      email: adminEmail,
      role: adminRole.optional(),
      password: adminPassword.optional(),
      invite: z.boolean({ error: 'invite must be true or false' }).optional(),
    },
    { error: ADMIN_EMAIL_REQUIRED },
  )
  .refine((b) => b.invite === true || b.password !== undefined, { message: PASSWORD_REQUIRED, path: ['password'] })
  .refine((b) => !(b.invite === true && b.password !== undefined), { message: ADD_MODE_BOTH, path: ['invite'] });
export type AddAdminBody = z.infer<typeof addAdminBody>;

/** An admin is invited until the link sets a password, then active (decision 014; checked by migration 026). */
export const adminUserStatus = z.enum(['active', 'invited']);
export type AdminUserStatus = z.infer<typeof adminUserStatus>;
export const ADMIN_STATUSES = adminUserStatus.options;

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  passwordChangedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  status: adminUserStatus,
  role: adminRole,
  /** When an invited admin's link stops working; null for active admins. */
  invitationExpiresAt: z.string().nullable(),
  isYou: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserList = z.object({ users: z.array(adminUser) });
export type AdminUserList = z.infer<typeof adminUserList>;
export const addAdminResponse = z.object({ user: adminUser });
export type AddAdminResponse = z.infer<typeof addAdminResponse>;

/** PATCH /api/admin/users/:id: an Owner changes an admin's role. */
export const setAdminRoleBody = z.object({ role: adminRole }, { error: 'role must be owner or staff' });
export type SetAdminRoleBody = z.infer<typeof setAdminRoleBody>;
export const setAdminRoleResponse = z.object({ user: adminUser });

export const invitationParams = z.object({ token: z.string().max(200) });
export const invitationInfo = z.object({ email: z.string(), expiresAt: z.string() });
export type InvitationInfo = z.infer<typeof invitationInfo>;

export const acceptInvitationBody = z
  .object(
    {
      password: adminPassword,
      confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
    },
    { error: PASSWORD_REQUIRED },
  )
  .refine((b) => b.password === b.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;
