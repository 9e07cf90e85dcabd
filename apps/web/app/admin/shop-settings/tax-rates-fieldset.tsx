import { Plus } from 'lucide-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { secondaryButton } from '../ui/buttons.ts';
import { Combobox } from '../ui/combobox.tsx';
import { SwitchField, TextField } from '../ui/fields.tsx';
import { RemoveRowButton } from '../ui/remove-row-button.tsx';
import { countryChoices } from './choice-lists.ts';
import { newTaxRate } from './sale-costs-form.ts';
import type { ShopFormValues } from './shop-form.ts';

const MAX_RATES = 300;

/** The tax rates by destination (a country, or a region of it) and how prices and shipping are taxed. */
export function TaxRatesFieldset() {
  const { control, register, formState } = useFormContext<ShopFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'taxRates', keyName: 'key' });
  const errors = formState.errors.taxRates;
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="text-[0.9375rem] font-semibold">Tax</legend>
      <p className="mt-0.5 mb-3 text-[0.8125rem] text-muted">
        A rate for each country (or one of its states or regions) the gallery charges tax in. A region’s rate comes
        before its country’s. No rate: no tax line.
      </p>
      <ol className="space-y-3">
        {fields.map((field, i) => (
          <li key={field.key} className="relative border border-line bg-white p-4">
            <fieldset className="grid min-w-0 items-start gap-x-4 gap-y-3 sm:grid-cols-2">
              <legend className="mb-3 label-caps font-semibold text-muted">Tax rate {i + 1}</legend>
              <Controller
                control={control}
                name={`taxRates.${i}.country`}
                render={({ field: country, fieldState }) => (
                  <Combobox
                    label="Country"
                    options={countryChoices()}
                    value={country.value}
                    onChange={country.onChange}
                    onBlur={country.onBlur}
                    inputRef={country.ref}
                    error={fieldState.error?.message}
                    placeholder="Search"
                  />
                )}
              />
              <TextField
                label="Region (optional)"
                {...register(`taxRates.${i}.region`)}
                error={errors?.[i]?.region?.message}
                placeholder="e.g. CA"
                autoComplete="off"
              />
              <TextField
                label="Rate (%)"
                {...register(`taxRates.${i}.rate`)}
                error={errors?.[i]?.rate?.message}
                inputMode="decimal"
                autoComplete="off"
                placeholder="19"
              />
              <TextField
                label="Label"
                {...register(`taxRates.${i}.label`)}
                error={errors?.[i]?.label?.message}
                placeholder="VAT, Sales tax"
                autoComplete="off"
              />
            </fieldset>
            <RemoveRowButton label={`Remove tax rate ${i + 1}`} onClick={() => remove(i)} />
          </li>
        ))}
      </ol>
      {errors?.message && <p className="mt-2 text-[0.8125rem] text-error">{errors.message}</p>}
      <button
        type="button"
        onClick={() => append(newTaxRate())}
        disabled={fields.length >= MAX_RATES}
        className={`${secondaryButton} mt-3`}
      >
        <Plus aria-hidden className="size-4" />
        Add tax rate
      </button>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <SwitchField
          label="Prices include tax"
          hint="Prices as shown already hold the tax; the invoice names the part that is tax."
          {...register('pricesIncludeTax')}
        />
        <SwitchField
          label="Tax on shipping"
          hint="Shipping is taxed at the destination’s rate too."
          {...register('taxShipping')}
        />
      </div>
    </fieldset>
  );
}
