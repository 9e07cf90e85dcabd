import { z } from 'zod';

/** Administrator sign-in, session and account settings. */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
/** A new password that is among the most common ones (decision 034). */
export const PASSWORD_TOO_COMMON =
  'This password is too common and easy to guess. Choose another, for example a few unrelated words.';

const LOGIN_REQUIRED = 'Email and password are required';
/** A 401 from the login whose `details.code` carries this asks for the second factor. */
export const TWO_FACTOR_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const INVALID_TWO_FACTOR_CODE = 'Invalid authentication code';
export const loginBody = z.object(
  {
    email: z.string({ error: LOGIN_REQUIRED }).trim().min(1, LOGIN_REQUIRED).max(254, 'Invalid email or password'),
    password: z.string({ error: LOGIN_REQUIRED }).min(1, LOGIN_REQUIRED).max(1024, 'Invalid email or password'),
    /** The authenticator's 6 digits or a recovery code, once the server has asked for it. */
    code: z.string().trim().max(32, INVALID_TWO_FACTOR_CODE).optional(),
  },
  { error: LOGIN_REQUIRED },
);
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponse>;
/**
 * The header the refresh call must carry (decision 053): a cross-site form or image cannot send
 * it, and a cross-site script cannot without a CORS preflight, which the API never grants.
 */
export const REFRESH_HEADER = { name: 'X-Requested-With', value: 'vernissage-admin' } as const;

const CURRENT_REQUIRED = 'Current password is required';
const NEW_REQUIRED = 'New password is required';
export const changePasswordBody = z
  .object(
    {
      old_password: z.string({ error: CURRENT_REQUIRED }).min(1, CURRENT_REQUIRED),
      new_password: z
        .string({ error: NEW_REQUIRED })
        .min(1, NEW_REQUIRED)
        .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
        .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters long`),
    },
    { error: CURRENT_REQUIRED },
  )
  .refine((b) => b.old_password !== b.new_password, {
    message: 'New password must be different from current password',
    path: ['new_password'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The 403 of every other admin route while a generated first password is still in use. */
export const NEW_PASSWORD_FIRST = 'Choose a new password before anything else.';
/** REQUIRE_OWNER_2FA=1 and an Owner without two-factor sign-in (decision 053). */
export const TWO_FACTOR_FIRST =
  'This shop requires two-factor sign-in for Owners. Turn it on in Settings before anything else.';

export const successBody = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessBody = z.infer<typeof successBody>;

/** The dashboard tabs in their default order, with the label shown in the sidebar. */
export const ADMIN_TABS = [
  { id: 'artworks', label: 'Artworks' },
  { id: 'artists', label: 'Artists' },
  { id: 'orders', label: 'Orders' },
  { id: 'offers', label: 'Offers' },
  { id: 'holds', label: 'Holds' },
  { id: 'sales', label: 'Sales' },
  // Owners only: Staff neither see it in the sidebar nor may call its endpoints.
  { id: 'artist-payouts', label: 'Artist Payouts', ownersOnly: true },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'cookies', label: 'Cookie Consents' },
  { id: 'users', label: 'Users' },
  { id: 'hero-media', label: 'Hero Media' },
  { id: 'payment-details', label: 'Payment Details' },
  { id: 'format-categories', label: 'Format Categories' },
  { id: 'shop-settings', label: 'Shop' },
  { id: 'messages', label: 'Messages' },
] as const;
export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export const sidebarTab = z.object({ id: z.string(), label: z.string() });
export const sidebarConfig = z.object({ sidebar: z.array(sidebarTab) });
export type SidebarConfig = z.infer<typeof sidebarConfig>;

export const sidebarOrderBody = z.object({
  order: z.array(z.string().max(64), { error: 'order must be a list of tab ids' }).max(50),
});
export type SidebarOrderBody = z.infer<typeof sidebarOrderBody>;

export const adminNotifications = z.object({
  newOrders: z.boolean({ error: 'newOrders must be true or false' }),
  paymentAlerts: z.boolean({ error: 'paymentAlerts must be true or false' }),
  systemUpdates: z.boolean({ error: 'systemUpdates must be true or false' }),
});
export type AdminNotifications = z.infer<typeof adminNotifications>;

export const adminMe = z.object({
  email: z.string(),
  /** What the Settings dialog shows: 'Owner' or 'Staff'. */
  role: z.enum(['Owner', 'Staff']),
  passwordChangedAt: z.string().nullable(),
  /** A generated first password: the dashboard asks for a new one before anything else. */
  mustChangePassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** REQUIRE_OWNER_2FA=1 and this is an Owner: two-factor sign-in is not optional (decision 053). */
  twoFactorRequired: z.boolean().optional(),
  notifications: adminNotifications,
});
export type AdminMe = z.infer<typeof adminMe>;

export const loginEvent = z.object({
  createdAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  success: z.boolean(),
});
export const loginHistory = z.object({ events: z.array(loginEvent) });
export type LoginHistory = z.infer<typeof loginHistory>;

/** Two-factor sign-in (decision 017): set up with a scanned secret, confirmed by a first code. */
export const twoFactorSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth address as an SVG QR code (markup, shown as an image). */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

const totpCode = z
  .string({ error: TWO_FACTOR_REQUIRED })
  .trim()
  .regex(/^\d{6}$/, TWO_FACTOR_REQUIRED);
export const twoFactorEnableBody = z.object({ code: totpCode }, { error: TWO_FACTOR_REQUIRED });
export type TwoFactorEnableBody = z.infer<typeof twoFactorEnableBody>;

export const twoFactorEnabled = z.object({
  success: z.literal(true),
  /** Shown once: each signs in one time instead of a code, for a lost phone. */
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>;

const PASSWORD_REQUIRED = 'Current password is required';
export const twoFactorDisableBody = z.object(
  {
    password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(1024, PASSWORD_REQUIRED),
    code: z.string({ error: TWO_FACTOR_REQUIRED }).trim().min(1, TWO_FACTOR_REQUIRED).max(32, INVALID_TWO_FACTOR_CODE),
  },
  { error: PASSWORD_REQUIRED },
);
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;

/** One of the signed-in admin's sessions still in force (decision 034): the Settings dialog lists them. */
export const adminSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSession>;
export const adminSessionList = z.object({ sessions: z.array(adminSession) });
export const SESSION_NOT_FOUND = 'This session has already ended.';
