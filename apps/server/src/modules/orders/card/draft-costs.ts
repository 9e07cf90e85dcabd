import { DEFAULT_CURRENCY } from '@vernissage/contract';
import { z } from 'zod';
import type { SaleCosts } from '../core/sale-costs.ts';

/**
 * A card checkout's costs as the buyer agreed to pay them, kept on its draft (JSON) so the order
 * the payment makes is written with exactly those figures, whatever the settings say by then.
 */
const stored = z.object({
  unitPriceCents: z.number().int().min(0),
  currency: z.string(),
  subtotalCents: z.number().int().min(0),
  shippingCents: z.number().int().min(0),
  taxCents: z.number().int().min(0),
  tax: z.object({ label: z.string(), rateMilli: z.number().int().positive() }).nullable(),
  pricesIncludeTax: z.boolean(),
  totalCents: z.number().int().min(0),
});

export const draftCostsText = (unitPriceCents: number, costs: SaleCosts): string =>
  JSON.stringify(stored.parse({ ...costs, unitPriceCents }));

/**
 * The unit price and costs of a draft; a draft made before costs were kept charged its price alone,
 * in US dollars (the only currency then).
 */
export function draftCosts(draft: { costs: string | null; amount_cents: number }): {
  unitPriceCents: number;
  costs: SaleCosts;
} {
  if (draft.costs === null) {
    const cents = draft.amount_cents;
    return {
      unitPriceCents: cents,
      costs: {
        currency: DEFAULT_CURRENCY,
        subtotalCents: cents,
        shippingCents: 0,
        taxCents: 0,
        tax: null,
        pricesIncludeTax: false,
        totalCents: cents,
      },
    };
  }
  const { unitPriceCents, ...costs } = stored.parse(JSON.parse(draft.costs));
  return { unitPriceCents, costs };
}
