import { SHIPPING_CLASS_LABELS, SHIPPING_CLASSES } from '@vernissage/contract';
import { Plus, X } from 'lucide-react';
import { type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useCurrency } from '../../lib/currency.tsx';
import { secondaryButton } from '../ui/buttons.ts';
import { controlClass } from '../ui/fields.tsx';
import { type ArtworkControl, type ArtworkFormValues, newFormat } from './artwork-form.ts';

type Props = {
  control: ArtworkControl;
  register: UseFormRegister<ArtworkFormValues>;
  errors: FieldErrors<ArtworkFormValues>;
};

/** The formats a collector can buy: name, price, how it ships and availability; the last row stays. */
export function FormatsFieldset({ control, register, errors }: Props) {
  const currency = useCurrency();
  const { fields, append, remove } = useFieldArray({ control, name: 'formats', keyName: 'key' });
  const listError = errors.formats?.message ?? errors.formats?.root?.message;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-display text-[1.125rem]">Formats</legend>
      <p className="mb-3 text-[0.8125rem] text-muted">
        The original and any prints or editions, each with its price in {currency} and how it ships: as its format type,
        or a shipping class of its own.
      </p>
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const rowErrors = errors.formats?.[i];
          const n = i + 1;
          return (
            <li
              key={field.key}
              className="grid grid-cols-[8rem_minmax(0,1fr)_2.5rem] items-start gap-x-3 gap-y-2 border-t border-line pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[8rem_minmax(0,1fr)_auto_2.5rem]"
            >
              <div className="col-span-2">
                <input
                  {...register(`formats.${i}.name`)}
                  aria-label={`Format ${n} name`}
                  placeholder="e.g. Original, or Fine art print 16 × 20 in"
                  aria-invalid={rowErrors?.name ? true : undefined}
                  className={`${controlClass} h-10`}
                />
                {rowErrors?.name && <p className="mt-1 text-[0.8125rem] text-error">{rowErrors.name.message}</p>}
              </div>
              <div>
                <div className="relative">
                  <span aria-hidden className="pointer-events-none absolute top-2.5 left-2.5 text-[0.75rem] text-muted">
                    {currency}
                  </span>
                  <input
                    {...register(`formats.${i}.price`)}
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={`Format ${n} price in ${currency}`}
                    aria-invalid={rowErrors?.price ? true : undefined}
                    className={`${controlClass} h-10 pl-12 tabular-nums`}
                  />
                </div>
                {rowErrors?.price && <p className="mt-1 text-[0.8125rem] text-error">{rowErrors.price.message}</p>}
              </div>
              <select
                {...register(`formats.${i}.shippingClass`)}
                aria-label={`Format ${n} shipping`}
                title="Shipping"
                className={`${controlClass} col-span-2 h-10 pr-8 sm:col-span-3`}
              >
                <option value="">As its format type</option>
                {SHIPPING_CLASSES.map((cls) => (
                  <option key={cls} value={cls}>
                    {SHIPPING_CLASS_LABELS[cls]}
                  </option>
                ))}
              </select>
              <label className="col-span-3 flex h-10 items-center gap-2 text-[0.8125rem] sm:col-span-1 sm:col-start-3 sm:row-start-1">
                <input {...register(`formats.${i}.available`)} type="checkbox" className="switch" />
                <span>Available</span>
                <span className="sr-only"> (format {n})</span>
              </label>
              <button
                type="button"
                onClick={() => remove(i)}
                disabled={fields.length === 1}
                aria-label={`Remove format ${n}`}
                title={fields.length === 1 ? 'An artwork needs at least one format' : undefined}
                className="col-start-3 row-start-1 grid size-10 place-items-center text-muted transition-colors sm:col-start-4 hover:bg-mat hover:text-error disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-muted"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
      {listError && <p className="mt-2 text-[0.8125rem] text-error">{listError}</p>}
      <button type="button" onClick={() => append(newFormat())} className={`${secondaryButton} mt-3`}>
        <Plus aria-hidden className="size-4" />
        Add format
      </button>
    </fieldset>
  );
}
