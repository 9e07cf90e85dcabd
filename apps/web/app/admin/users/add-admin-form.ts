import {
  type AddAdminBody,
  type AdminRole,
  adminEmail,
  adminPassword,
  adminRole,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
} from '@vernissage/contract';
import { z } from 'zod';

export type AddMode = 'password' | 'invite';
export type AddAdminValues = { email: string; role: AdminRole; mode: AddMode; password: string; confirm: string };

/** A new admin starts as Staff: an Owner chooses more power on purpose. */
export const blankAddAdmin: AddAdminValues = { email: '', role: 'staff', mode: 'invite', password: '', confirm: '' };

const firstMessage = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/**
 * The server's rules (contract `addAdminBody`) with their messages; a password, asked twice, only
 * when the admin sets one. An invitation needs the e-mail alone.
 */
export const addAdminFormSchema = z
  .object({
    email: z.string(),
    role: adminRole,
    mode: z.enum(['password', 'invite']),
    password: z.string(),
    confirm: z.string(),
  })
  .superRefine((v, ctx) => {
    const email = firstMessage(adminEmail, v.email);
    if (email) ctx.addIssue({ code: 'custom', path: ['email'], message: email });
    if (v.mode === 'invite') return;
    const password = firstMessage(adminPassword, v.password);
    if (password) ctx.addIssue({ code: 'custom', path: ['password'], message: password });
    if (!v.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORD_REQUIRED });
    else if (v.confirm !== v.password)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DO_NOT_MATCH });
  });

/** What the form sends: `{ email, role, password }` or `{ email, role, invite: true }`. */
export function toAddAdminBody(v: AddAdminValues): AddAdminBody {
  const email = v.email.trim().toLowerCase();
  return v.mode === 'invite' ? { email, role: v.role, invite: true } : { email, role: v.role, password: v.password };
}
