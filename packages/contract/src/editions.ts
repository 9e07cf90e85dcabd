import { z } from 'zod';

/**
 * Numbered editions (gallery.md §1, decision 064): an order line's numbers, the artwork's numbers
 * as the back office sees them, and the texts every place that shows a line uses.
 */

/** An order line's edition: null for a unique work, else one number per unit of the line. */
export const orderEdition = z.object({ size: z.number().int(), numbers: z.array(z.number().int()) }).nullable();
export type OrderEdition = z.infer<typeof orderEdition>;

/** The numbers of an edition that are taken, by whom; the rest (1..size) are free. */
export const editionNumbers = z.object({
  size: z.number().int(),
  sold: z.array(z.number().int()),
  held: z.array(z.number().int()),
  withheld: z.array(z.number().int()),
});
export type EditionNumbers = z.infer<typeof editionNumbers>;
