/** The admins module's public entry: other modules and the app's wiring import only from here. */
export { adminAccountRoutes } from './admin-account-routes.ts';
export { adminApi } from './admin-api.ts';
export { type AdminGuardDeps, type AdminPrincipal, requireAdmin } from './admin-guard.ts';
export { adminInvitationRoutes } from './admin-invitation-routes.ts';
export { requireRoleDeclaration } from './admin-roles.ts';
export { adminSessionListRoutes } from './admin-session-routes.ts';
export { adminLoginRoutes, adminSessionRoutes } from './admin-sign-in-routes.ts';
export { adminUserRoutes } from './admin-team-routes.ts';
export { adminTwoFactorRoutes } from './admin-two-factor-routes.ts';
export { activeAdmins, adminsWantingAlert } from './alerts.ts';
export { ensureFirstAdmin, FirstAdminEmailMissing } from './first-admin.ts';
export { adminJobs } from './jobs.ts';
export { LOGIN_LIMITS } from './login-limits.ts';
export { burstLimit } from './route-limits.ts';
export { requireRecentSignIn } from './sudo.ts';
export { newTotpSecret } from './totp.ts';
export { totpSecretContext } from './two-factor.ts';
export { protectTwoFactorAtRest } from './two-factor-at-rest.ts';
