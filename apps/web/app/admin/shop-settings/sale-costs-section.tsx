import { FormSection } from '../ui/form-section.tsx';
import { CurrencyField } from './currency-field.tsx';
import { ShippingRatesGrid } from './shipping-rates-grid.tsx';
import { ShippingZonesFieldset } from './shipping-zones-fieldset.tsx';
import { TaxRatesFieldset } from './tax-rates-fieldset.tsx';

/** The currency, the shipping by zone and class, and the tax (gallery.md §6); inside the Shop tab's form. */
export function SaleCostsSection({ savedCurrency }: { savedCurrency: string }) {
  return (
    <FormSection
      title="What a sale costs"
      text="The currency of every price, what shipping costs by destination, and the tax. Checkout, invoices and e-mails follow these at once."
    >
      <CurrencyField saved={savedCurrency} />
      <ShippingZonesFieldset />
      <ShippingRatesGrid />
      <TaxRatesFieldset />
    </FormSection>
  );
}
