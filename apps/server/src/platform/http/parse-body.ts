import type { z } from 'zod';
import { BadRequest } from '../errors.ts';

/**
 * Validates a body with a contract schema inside a handler, answering 400 exactly as route schemas
 * do (`{ error, details }`, the first message first). For the one route whose body has two shapes:
 * a zod union would report "Invalid input" instead of the field's own message.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details: Record<string, string> = {};
  for (const issue of parsed.error.issues) details[issue.path.join('.') || 'body'] ??= issue.message;
  throw new BadRequest(parsed.error.issues[0]?.message ?? 'Invalid request', details);
}
