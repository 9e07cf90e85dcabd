import { z } from 'zod';

/** Administrator sign-in, session and account settings (back-office spec sections 2, 5 and 7). */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

const LOGIN_REQUIRED = 'Email and password are required';
export const loginBody = z.object(
  {
    email: z.string({ error: LOGIN_REQUIRED }).trim().min(1, LOGIN_REQUIRED).max(254, 'Invalid email or password'),
    password: z.string({ error: LOGIN_REQUIRED }).min(1, LOGIN_REQUIRED).max(1024, 'Invalid email or password'),
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

export const successBody = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessBody = z.infer<typeof successBody>;

/** The dashboard tabs in their default order, with the label shown in the sidebar. */
export const ADMIN_TABS = [
  { id: 'artworks', label: 'Artworks' },
  { id: 'artists', label: 'Artists' },
  { id: 'orders', label: 'Orders' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'users', label: 'Users' },
  { id: 'hero-media', label: 'Hero Media' },
  { id: 'payment-details', label: 'Payment Details' },
  { id: 'format-categories', label: 'Format Categories' },
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
  role: z.literal('Administrator'),
  passwordChangedAt: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
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
