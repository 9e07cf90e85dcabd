/**
 * The admins module's public entry: other modules and the app's wiring import only from here.
 * Inside, one folder per use case (sign-in/, sessions/, account/, team/, two-factor/, sudo/), each
 * importing only itself and core/ (the guard, roles, credentials, sign-in limits, the second-factor
 * check, the session rows); decision 058.
 */
export { adminAccountRoutes } from './account/account-routes.ts';
export { adminApi } from './core/admin-api.ts';
export { activeAdmins, adminsWantingAlert } from './core/admins-repo.ts';
export { isCommonPassword } from './core/common-passwords.ts';
export { type AdminGuardDeps, type AdminPrincipal, requireAdmin } from './core/guard.ts';
export { LOGIN_LIMITS } from './core/login-limits.ts';
export { requireRecentSignIn, SUDO_MS } from './core/recent-sign-in.ts';
export { requireRoleDeclaration } from './core/roles.ts';
export { burstLimit } from './core/route-limits.ts';
export { totpSecretContext } from './core/second-factor.ts';
export { newTotpSecret } from './core/totp.ts';
export { adminJobs } from './jobs.ts';
export { adminSessionRoutes } from './session-routes.ts';
export { adminSessionListRoutes } from './sessions/sessions-routes.ts';
export { adminLoginRoutes } from './sign-in/sign-in-routes.ts';
export {
  ensureFirstAdmin,
  FirstAdminEmailMissing,
  forgetFirstPassword,
  writeFirstPassword,
} from './team/first-admin-service.ts';
export { adminInvitationRoutes } from './team/invitation-routes.ts';
export { adminUserRoutes } from './team/team-routes.ts';
export { protectTwoFactorAtRest } from './two-factor/at-rest-service.ts';
export { adminTwoFactorRoutes } from './two-factor/two-factor-routes.ts';
