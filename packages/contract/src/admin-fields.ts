import { z } from 'zod';
import { SIMPLE_EMAIL } from './email.ts';

/** Field rules shared by the back-office forms (admin-catalog.ts); the messages are the API's. */

export const MAX_DOLLARS = 10_000_000;

/** Form inputs may send numbers as text; '' and blanks stay as they are and fail as "missing". */
export const fromForm = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

/** Dollars, 0 or more; anything else fails with `message`. */
export const amount = (message: string) =>
  z.preprocess(fromForm, z.number({ error: message }).min(0, message).max(MAX_DOLLARS, message));

/** An optional number where '' or null means "none" and absence means "leave as it is". */
export const optionalNumber = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : fromForm(v)), schema.nullable()).optional();

/** A whole number in a range, given as a number or as text; absent means "leave as it is". */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(fromForm, z.number({ error: message }).int(message).min(min, message).max(max, message)).optional();

/** Optional free text: trimmed, null and absence become ''. */
export const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} is too long.`)
    .nullish()
    .transform((v) => (v ?? '').trim());

export const required = (max: number, message: string, tooLong = message) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const optionalEmail = text(254, 'Email').refine(
  (v) => v === '' || SIMPLE_EMAIL.test(v),
  'Please enter a valid email address.',
);

/** A list of short labels: trimmed, blanks dropped, duplicates kept once. */
export const labels = (max: number, label: string) =>
  z
    .array(z.string({ error: `${label} must be text.` }).max(100, `${label} is too long.`), {
      error: `${label} must be a list.`,
    })
    .max(max, `At most ${max} ${label.toLowerCase()} entries.`)
    .transform((list) => [...new Set(list.map((s) => s.trim()).filter(Boolean))]);

/** An id a client may send (a stored id, or the back office's timestamp ids, sometimes as numbers). */
export const clientId = z
  .union([z.string().max(200), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? undefined : String(v)));

/** Shown as a link, so only http(s); a bare domain gets https:// in front. */
export const website = text(500, 'Website')
  .transform((v) => (v === '' || /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(v),
    'Website must be a web address such as https://example.com',
  );
