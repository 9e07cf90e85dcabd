import { formatMoney } from '@vernissage/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { Combobox } from '../ui/combobox.tsx';
import { currencyChoices } from './choice-lists.ts';
import type { ShopFormValues } from './shop-form.ts';

/** The shop's currency; the hint says plainly that changing it converts no price. */
export function CurrencyField({ saved }: { saved: string }) {
  const { control } = useFormContext<ShopFormValues>();
  return (
    <Controller
      control={control}
      name="currency"
      render={({ field, fieldState }) => (
        <Combobox
          label="Currency"
          options={currencyChoices()}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          placeholder="Search by code or name"
          hint={
            field.value === saved
              ? 'Every price, rate and fee is in this currency. Changing it converts no price.'
              : `Changing it converts no price: ${formatMoney(12500, saved, { whole: true })} becomes ${formatMoney(12500, field.value, { whole: true })}.`
          }
        />
      )}
    />
  );
}
