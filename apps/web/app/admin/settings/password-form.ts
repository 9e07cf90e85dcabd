import { changePasswordBody } from '@vernissage/contract';
import { z } from 'zod';

export type PasswordFormValues = { current: string; next: string; confirm: string };

const field = { old_password: 'current', new_password: 'next' } as const;

/**
 * The server's rules (contract `changePasswordBody`) plus the confirmation, with the dialog's exact
 * messages: required, at least 8 characters, different from the current one, and matching.
 */
export const passwordFormSchema = z
  .object({ current: z.string(), next: z.string(), confirm: z.string() })
  .superRefine((v, ctx) => {
    const result = changePasswordBody.safeParse({ old_password: v.current, new_password: v.next });
    const seen = new Set<string>();
    for (const issue of result.success ? [] : result.error.issues) {
      const name = field[issue.path[0] as keyof typeof field];
      if (!name || seen.has(name)) continue;
      seen.add(name);
      ctx.addIssue({ code: 'custom', path: [name], message: issue.message });
    }
    if (v.confirm !== v.next || !v.confirm)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'New passwords do not match' });
  });

export const blankPasswords: PasswordFormValues = { current: '', next: '', confirm: '' };
