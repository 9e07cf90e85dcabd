import { z } from 'zod';

/** Every failure crosses the API as `{ error }`; validation failures may name fields. */
export const errorBody = z.object({
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const healthBody = z.object({ status: z.enum(['ok', 'unavailable']) });
export type HealthBody = z.infer<typeof healthBody>;
/** `GET /api/ready`: whether this node should get traffic (503 with the reason when not). */
export const readyBody = z.object({ status: z.enum(['ready', 'draining', 'migrating', 'unavailable']) });
export type ReadyBody = z.infer<typeof readyBody>;

/** A responsive image from the media pipeline: `${base}${width}.${avif|webp|jpg}`. */
export const picture = z.object({
  url: z.string(),
  base: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  placeholder: z.string(),
});
export type Picture = z.infer<typeof picture>;

export const idParam = z.object({ id: z.string().min(1).max(64) });
