import { RATED_CLASSES, SHIPPING_CLASS_LABELS } from '@vernissage/contract';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RateRow, type RateRowPrefix } from './rate-row.tsx';
import type { ShopFormValues } from './shop-form.ts';

type Row = {
  key: string;
  name: string;
  note: string;
  prefix: RateRowPrefix;
};

const columns = 'sm:grid-cols-[minmax(9rem,1fr)_repeat(4,minmax(0,8rem))]';

/** What each class costs to ship to each zone, in the chosen currency; an empty cell is quoted per order. */
export function ShippingRatesGrid() {
  const { control } = useFormContext<ShopFormValues>();
  const [zones, currency, shopCountry] = useWatch({ control, name: ['shippingZones', 'currency', 'address.country'] });
  const hintId = useId();
  const rows: Row[] = [
    { key: 'domestic', name: 'Domestic', note: shopCountry.trim() || 'The shop’s country', prefix: 'domesticRates' },
    ...zones.map((z, i) => ({
      key: `zone-${i}`,
      name: z.name.trim() || `Zone ${i + 1}`,
      note: z.countries.length === 1 ? '1 country' : `${z.countries.length} countries`,
      prefix: `shippingZones.${i}.rates` as const,
    })),
    { key: 'world', name: 'World', note: 'Everywhere else', prefix: 'worldRates' },
  ];
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={hintId}>
      <legend className="text-[0.9375rem] font-semibold">Shipping rates</legend>
      <p id={hintId} className="mt-0.5 mb-3 text-[0.8125rem] text-muted">
        The shipping of one work, in {currency}, by its format’s shipping class. An empty cell means the gallery quotes
        that shipping per order; 0 ships free.
      </p>
      <div className={`hidden gap-x-3 border-b border-line pb-1.5 sm:grid ${columns}`} aria-hidden>
        <span className="label-caps font-semibold text-muted">Destination</span>
        {RATED_CLASSES.map((cls) => (
          <span key={cls} className="label-caps font-semibold text-muted">
            {SHIPPING_CLASS_LABELS[cls]}
          </span>
        ))}
      </div>
      <div className="divide-y divide-line">
        {rows.map((row) => (
          <RateRow
            key={row.key}
            name={row.name}
            note={row.note}
            prefix={row.prefix}
            currency={currency}
            columns={columns}
          />
        ))}
      </div>
    </fieldset>
  );
}
