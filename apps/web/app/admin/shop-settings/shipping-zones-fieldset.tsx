import { Plus } from 'lucide-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { secondaryButton } from '../ui/buttons.ts';
import { TextField } from '../ui/fields.tsx';
import { MultiCombobox } from '../ui/multi-combobox.tsx';
import { RemoveRowButton } from '../ui/remove-row-button.tsx';
import { countryChoices } from './choice-lists.ts';
import { newShippingZone } from './sale-costs-form.ts';
import type { ShopFormValues } from './shop-form.ts';

const MAX_ZONES = 50;

/** The named zones between Domestic and World, each a name and its countries. */
export function ShippingZonesFieldset() {
  const { control, register, formState } = useFormContext<ShopFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'shippingZones', keyName: 'key' });
  const errors = formState.errors.shippingZones;
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="text-[0.9375rem] font-semibold">Shipping zones</legend>
      <p className="mt-0.5 mb-3 text-[0.8125rem] text-muted">
        Every shop ships Domestic (its address’s country) and World (everywhere else). Add a zone for countries that
        cost something in between, such as Europe.
      </p>
      <ol className="space-y-3">
        {fields.map((field, i) => (
          <li key={field.key} className="relative border border-line bg-white p-4">
            <fieldset className="grid min-w-0 items-start gap-x-4 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <legend className="mb-3 label-caps font-semibold text-muted">Zone {i + 1}</legend>
              <TextField
                label="Zone name"
                {...register(`shippingZones.${i}.name`)}
                error={errors?.[i]?.name?.message}
                placeholder="e.g. Europe"
                autoComplete="off"
              />
              <Controller
                control={control}
                name={`shippingZones.${i}.countries`}
                render={({ field: countries, fieldState }) => (
                  <MultiCombobox
                    label="Countries"
                    options={countryChoices()}
                    values={countries.value}
                    onChange={countries.onChange}
                    onBlur={countries.onBlur}
                    inputRef={countries.ref}
                    error={fieldState.error?.message}
                    placeholder="Add a country"
                  />
                )}
              />
            </fieldset>
            <RemoveRowButton
              label={`Remove zone ${i + 1}`}
              title="Remove zone and its rates"
              onClick={() => remove(i)}
            />
          </li>
        ))}
      </ol>
      {errors?.message && <p className="mt-2 text-[0.8125rem] text-error">{errors.message}</p>}
      <button
        type="button"
        onClick={() => append(newShippingZone())}
        disabled={fields.length >= MAX_ZONES}
        className={`${secondaryButton} mt-3`}
      >
        <Plus aria-hidden className="size-4" />
        Add shipping zone
      </button>
    </fieldset>
  );
}
