import { describe, expect, it } from 'vitest';
import { type PasswordFormValues, passwordFormSchema } from './password-form.ts';

const problems = (values: PasswordFormValues) => {
  const result = passwordFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the change password form', () => {
  it('accepts a new password of 8 characters or more, different and confirmed', () => {
    expect(problems({ current: 'old-password', next: 'new-password', confirm: 'new-password' })).toEqual({});
  });

  it("names each rule with the spec's exact message", () => {
    expect(problems({ current: '', next: '', confirm: '' })).toMatchObject({
      current: 'Current password is required',
      next: 'New password is required',
    });
    expect(problems({ current: 'a', next: 'short', confirm: 'short' })).toEqual({
      next: 'New password must be at least 8 characters long',
    });
    expect(problems({ current: 'a', next: 'long-enough', confirm: 'long-enougH' })).toEqual({
      confirm: 'New passwords do not match',
    });
    expect(problems({ current: 'same-password', next: 'same-password', confirm: 'same-password' })).toEqual({
      next: 'New password must be different from current password',
    });
  });
});
