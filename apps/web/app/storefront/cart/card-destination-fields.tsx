import { TextField } from '../../ui/text-field.tsx';
import { CountrySelect } from '../forms/country-select.tsx';
import type { useCardCheckout } from './use-card-checkout.ts';

type Checkout = ReturnType<typeof useCardCheckout>;

/**
 * Where a card purchase ships: the delivery address as the buyer writes it, and its country and
 * state or province, which the shipping and tax are computed from (gallery.md §6).
 */
export function CardDestinationFields({ idPrefix, checkout }: { idPrefix: string; checkout: Checkout }) {
  const { values, fieldErrors } = checkout;
  return (
    <>
      <TextField
        id={`${idPrefix}-address`}
        name="delivery_address"
        label="Delivery address"
        multiline
        rows={3}
        autoComplete="street-address"
        value={values.address}
        error={fieldErrors.delivery_address}
        onChange={(e) => checkout.setAddress(e.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <CountrySelect
          id={`${idPrefix}-country`}
          value={values.country}
          error={fieldErrors.country}
          onChange={checkout.setCountry}
        />
        <TextField
          id={`${idPrefix}-region`}
          name="region"
          label="State/Province"
          autoComplete="address-level1"
          value={values.region}
          error={undefined}
          onChange={(e) => checkout.setRegion(e.target.value)}
        />
      </div>
    </>
  );
}
