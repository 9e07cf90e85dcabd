import { describe, expect, it } from 'vitest';
import { type AddAdminValues, addAdminFormSchema, blankAddAdmin, toAddAdminBody } from './add-admin-form.ts';

const problems = (v: Partial<AddAdminValues>) => {
  const result = addAdminFormSchema.safeParse({ ...blankAddAdmin, ...v });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the Add Administrator form', () => {
  it('needs only a valid e-mail to send an invitation', () => {
    expect(problems({ email: 'new@gallery.test' })).toEqual({});
    expect(problems({ email: '' })).toEqual({ email: 'Email is required' });
    expect(problems({ email: 'nope' })).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('asks for a password of at least 8 characters, typed twice, when setting one', () => {
    const base = { email: 'new@gallery.test', mode: 'password' as const };
    expect(problems(base)).toEqual({ password: 'Password is required', confirm: 'Password is required' });
    expect(problems({ ...base, password: 'short', confirm: 'short' })).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(problems({ ...base, password: 'long-enough', confirm: 'long-enougH' })).toEqual({
      confirm: 'Passwords do not match',
    });
    expect(problems({ ...base, password: 'long-enough', confirm: 'long-enough' })).toEqual({});
  });

  it('sends the e-mail trimmed and in lower case, with its role and a password or an invitation', () => {
    const v = { ...blankAddAdmin, email: ' New@Gallery.TEST ', password: 'long-enough', confirm: 'long-enough' };
    expect(toAddAdminBody(v)).toEqual({ email: 'new@gallery.test', role: 'staff', invite: true });
    expect(toAddAdminBody({ ...v, mode: 'password', role: 'owner' })).toEqual({
      email: 'new@gallery.test',
      role: 'owner',
      password: 'long-enough',
    });
  });
});
