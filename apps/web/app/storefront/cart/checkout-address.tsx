import { countryOptions } from '@vernissage/contract';
import { useMemo } from 'react';
import { fieldClass, TextField } from '../../ui/text-field.tsx';
import type { AddressValues, FieldErrors } from './checkout-request.ts';

type Props = {
  idPrefix: string;
  value: AddressValues;
  errors: FieldErrors;
  estimate: string | null;
  onChange: (field: keyof AddressValues, value: string) => void;
};

const fields: { name: Exclude<keyof AddressValues, 'country'>; label: string; autoComplete: string; hint?: string }[] =
  [
    { name: 'fullName', label: 'Full name', autoComplete: 'name' },
    {
      name: 'phoneNumber',
      label: 'Phone number',
      autoComplete: 'tel',
      hint: 'With country code, e.g. +1 212 555 0143',
    },
    { name: 'streetAddress', label: 'Street address', autoComplete: 'street-address' },
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'stateProvince', label: 'State/Province', autoComplete: 'address-level1' },
    { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  ];

/** Where the work is shipped: every line required; the country by name from the full list. */
export function CheckoutAddress({ idPrefix, value, errors, estimate, onChange }: Props) {
  const countries = useMemo(() => countryOptions(), []);
  const countryId = `${idPrefix}-country`;
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="label-caps mb-4 text-ink-soft">Shipping address</legend>
      {fields.map((f) => (
        <div
          key={f.name}
          className={f.name === 'city' || f.name === 'stateProvince' || f.name === 'postalCode' ? '' : 'sm:col-span-2'}
        >
          <TextField
            id={`${idPrefix}-${f.name}`}
            name={f.name}
            label={f.label}
            autoComplete={f.autoComplete}
            type={f.name === 'phoneNumber' ? 'tel' : 'text'}
            value={value[f.name]}
            error={errors[f.name]}
            placeholder={f.hint}
            onChange={(e) => onChange(f.name, e.target.value)}
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor={countryId} className="label-caps text-ink-soft">
          Country
        </label>
        <select
          id={countryId}
          name="country"
          autoComplete="country"
          value={value.country}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${countryId}-error` : `${countryId}-estimate`}
          onChange={(e) => onChange('country', e.target.value)}
          className={fieldClass}
        >
          <option value="">Choose a country</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.country ? (
          <p id={`${countryId}-error`} className="mt-2 text-[0.8125rem] text-error">
            {errors.country}
          </p>
        ) : (
          <p id={`${countryId}-estimate`} aria-live="polite" className="mt-2 text-[0.8125rem] text-muted">
            {estimate}
          </p>
        )}
      </div>
    </fieldset>
  );
}
