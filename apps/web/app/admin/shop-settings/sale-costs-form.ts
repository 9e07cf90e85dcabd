import {
  DOMESTIC_ZONE,
  RATED_CLASSES,
  type RatedClass,
  type SaleCostSettings,
  type ShippingRate,
  WORLD_ZONE,
} from '@vernissage/contract';

/** One row of the rates grid: an amount as typed per rated class; '' means the gallery quotes it. */
export type RateCells = Record<RatedClass, string>;

/**
 * What a sale costs as the Shop tab edits it (gallery.md §6): each named zone carries its own row
 * of the rates grid, so renaming or removing a zone takes its rates along; numbers as typed.
 */
export type SaleCostValues = {
  currency: string;
  shippingZones: { name: string; countries: string[]; rates: RateCells }[];
  domesticRates: RateCells;
  worldRates: RateCells;
  taxRates: { country: string; region: string; rate: string; label: string }[];
  pricesIncludeTax: boolean;
  taxShipping: boolean;
};

/** The contract's fields, still as typed (the settings schema reads the numbers). */
export type SaleCostInput = Omit<SaleCostSettings, 'shippingRates' | 'taxRates'> & {
  shippingRates: { zone: string; class: RatedClass; amount: string }[];
  taxRates: SaleCostValues['taxRates'];
};

const emptyCells = (): RateCells => ({ small: '', medium: '', large: '', crate: '' });

function cellsOf(rates: readonly ShippingRate[], zone: string): RateCells {
  const cells = emptyCells();
  for (const r of rates) if (r.zone.toLowerCase() === zone.toLowerCase()) cells[r.class] = String(r.amount);
  return cells;
}

export const newShippingZone = (): SaleCostValues['shippingZones'][number] => ({
  name: '',
  countries: [],
  rates: emptyCells(),
});
export const newTaxRate = (): SaleCostValues['taxRates'][number] => ({ country: '', region: '', rate: '', label: '' });

export function saleCostValues(s: SaleCostSettings): SaleCostValues {
  return {
    currency: s.currency,
    shippingZones: s.shippingZones.map((z) => ({
      name: z.name,
      countries: [...z.countries],
      rates: cellsOf(s.shippingRates, z.name),
    })),
    domesticRates: cellsOf(s.shippingRates, DOMESTIC_ZONE),
    worldRates: cellsOf(s.shippingRates, WORLD_ZONE),
    taxRates: s.taxRates.map((t) => ({ ...t, rate: String(t.rate) })),
    pricesIncludeTax: s.pricesIncludeTax,
    taxShipping: s.taxShipping,
  };
}

/** The form field of each rate sent, in the order of `shippingRates`, so a refusal lands on its cell. */
type RateCell = { cell: string; zoneField: string | null };

function rateRows(v: SaleCostValues): { zone: string; prefix: string; zoneField: string | null; cells: RateCells }[] {
  return [
    { zone: DOMESTIC_ZONE, prefix: 'domesticRates', zoneField: null, cells: v.domesticRates },
    ...v.shippingZones.map((z, i) => ({
      zone: z.name,
      prefix: `shippingZones.${i}.rates`,
      zoneField: `shippingZones.${i}.name`,
      cells: z.rates,
    })),
    { zone: WORLD_ZONE, prefix: 'worldRates', zoneField: null, cells: v.worldRates },
  ];
}

/** The rates grid as the contract's list: one rate per filled cell, an empty cell sends none. */
export function saleCostInput(v: SaleCostValues): { input: SaleCostInput; rateCells: RateCell[] } {
  const shippingRates: SaleCostInput['shippingRates'] = [];
  const rateCells: RateCell[] = [];
  for (const row of rateRows(v)) {
    for (const cls of RATED_CLASSES) {
      const amount = row.cells[cls].trim();
      if (amount === '') continue;
      shippingRates.push({ zone: row.zone, class: cls, amount });
      rateCells.push({ cell: `${row.prefix}.${cls}`, zoneField: row.zoneField });
    }
  }
  return {
    input: {
      currency: v.currency,
      shippingZones: v.shippingZones.map((z) => ({ name: z.name, countries: z.countries })),
      shippingRates,
      taxRates: v.taxRates,
      pricesIncludeTax: v.pricesIncludeTax,
      taxShipping: v.taxShipping,
    },
    rateCells,
  };
}

/**
 * The form field a message of the settings body belongs to: `shippingRates.3.amount` is the cell
 * it came from (its zone's name when the zone is wrong), a zone's countries are one control, and
 * every other field has the same name in the form.
 */
export function saleCostField(bodyPath: string, rateCells: readonly RateCell[]): string {
  const rate = /^shippingRates\.(\d+)\.(\w+)$/.exec(bodyPath);
  if (rate) {
    const cell = rateCells[Number(rate[1])];
    if (!cell) return 'shippingRates';
    return rate[2] === 'zone' && cell.zoneField ? cell.zoneField : cell.cell;
  }
  const countries = /^(shippingZones\.\d+\.countries)\.\d+$/.exec(bodyPath);
  return countries?.[1] ?? bodyPath;
}
