import { TextField } from '../../ui/text-field.tsx';
import { CountrySelect } from '../forms/country-select.tsx';
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
        <CountrySelect
          id={`${idPrefix}-country`}
          value={value.country}
          error={errors.country}
          note={estimate}
          onChange={(code) => onChange('country', code)}
        />
      </div>
    </fieldset>
  );
}
