import { RATED_CLASSES, SHIPPING_CLASS_LABELS } from '@vernissage/contract';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { controlClass } from '../ui/fields.tsx';
import type { ShopFormValues } from './shop-form.ts';

export type RateRowPrefix = 'domesticRates' | 'worldRates' | `shippingZones.${number}.rates`;
type Props = { name: string; note: string; prefix: RateRowPrefix; currency: string; columns: string };

/**
 * One zone of the rates grid: an amount per class, the currency inside each, 'Quoted' when empty.
 * Messages go under the row, each naming its class, so a narrow cell keeps its width.
 */
export function RateRow({ name, note, prefix, currency, columns }: Props) {
  const { register, getFieldState, formState } = useFormContext<ShopFormValues>();
  const id = useId();
  const cells = RATED_CLASSES.map((cls) => ({
    cls,
    id: `${id}-${cls}`,
    field: `${prefix}.${cls}` as const,
    error: getFieldState(`${prefix}.${cls}`, formState).error?.message,
  }));
  return (
    <fieldset aria-label={name} className={`grid min-w-0 grid-cols-2 items-start gap-x-3 gap-y-2 py-3 ${columns}`}>
      <div className="col-span-2 sm:col-span-1 sm:pt-2">
        <p className="text-[0.875rem] font-medium">{name}</p>
        <p className="text-[0.75rem] text-muted">{note}</p>
      </div>
      {cells.map((c) => (
        <div key={c.cls} className="min-w-0">
          <label htmlFor={c.id} className="mb-1 block text-[0.75rem] text-ink-soft sm:sr-only">
            {SHIPPING_CLASS_LABELS[c.cls]}
            <span className="sr-only">, {name}</span>
          </label>
          <div className="relative">
            <span aria-hidden className="pointer-events-none absolute top-2.5 left-2.5 text-[0.75rem] text-muted">
              {currency}
            </span>
            <input
              id={c.id}
              {...register(c.field)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="Quoted"
              aria-invalid={c.error ? true : undefined}
              aria-describedby={c.error ? `${c.id}-error` : undefined}
              className={`${controlClass} h-10 pl-12 tabular-nums`}
            />
          </div>
        </div>
      ))}
      {cells.some((c) => c.error) && (
        <div className="col-span-full sm:col-start-2">
          {cells.map(
            (c) =>
              c.error && (
                <p key={c.cls} id={`${c.id}-error`} className="text-[0.8125rem] text-error">
                  {SHIPPING_CLASS_LABELS[c.cls]}: {c.error}
                </p>
              ),
          )}
        </div>
      )}
    </fieldset>
  );
}
