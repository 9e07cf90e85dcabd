import { z } from 'zod';
import { MAX_EMAIL_LENGTH, SIMPLE_EMAIL } from './rules/email-pattern.ts';

export { MAX_EMAIL_LENGTH, SIMPLE_EMAIL };

/**
 * An e-mail field, trimmed (and lowercased unless `keepCase`): `required` when empty, `invalid`
 * when too long or not an address. The length check aborts before the pattern ever sees a long
 * string.
 */
export function emailField(messages: { required: string; invalid: string; keepCase?: boolean }) {
  const trimmed = z.string({ error: messages.required }).trim();
  return (messages.keepCase ? trimmed : trimmed.toLowerCase())
    .min(1, { error: messages.required, abort: true })
    .max(MAX_EMAIL_LENGTH, { error: messages.invalid, abort: true })
    .regex(SIMPLE_EMAIL, messages.invalid);
}
