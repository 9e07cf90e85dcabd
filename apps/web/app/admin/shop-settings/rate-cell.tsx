import { type RatedClass, SHIPPING_CLASS_LABELS } from '@vernissage/contract';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { controlClass } from '../ui/fields.tsx';
import type { ShopFormValues } from './shop-form.ts';

type Props = {
  name: `${'domesticRates' | 'worldRates' | `shippingZones.${number}.rates`}.${RatedClass}`;
  zone: string;
  cls: RatedClass;
  currency: string;
};

/** One amount of the rates grid: its class and zone as its name, the currency inside, 'Quoted' when empty. */
export function RateCell({ name, zone, cls, currency }: Props) {
  const { register, getFieldState, formState } = useFormContext<ShopFormValues>();
  const id = useId();
  const error = getFieldState(name, formState).error?.message;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-[0.75rem] text-ink-soft sm:sr-only">
        {SHIPPING_CLASS_LABELS[cls]}
        <span className="sr-only">, {zone}</span>
      </label>
      <div className="relative">
        <span aria-hidden className="pointer-events-none absolute top-2.5 left-2.5 text-[0.75rem] text-muted">
          {currency}
        </span>
        <input
          id={id}
          {...register(name)}
          inputMode="decimal"
          autoComplete="off"
          placeholder="Quoted"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${controlClass} h-10 pl-12 tabular-nums`}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-[0.75rem] leading-snug text-error">
          {error}
        </p>
      )}
    </div>
  );
}
