import { DEFAULT_SHOP_SETTINGS, type FulfillmentType, offerInvoiceBody } from '@vernissage/contract';
import { type FormEvent, useId, useState } from 'react';
import { useShopSettings } from '../../lib/use-shop-settings.ts';
import { sendOfferInvoice } from '../api/client.ts';
import { primaryButton } from '../cart/buttons.ts';
import { CheckoutAddress } from '../cart/checkout-address.tsx';
import { CheckoutFulfillment } from '../cart/checkout-fulfillment.tsx';
import { type AddressValues, emptyAddress, type FieldErrors, fieldErrors } from '../cart/checkout-request.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';

type Props = { token: string; onOrdered: (orderId: string) => void };

/**
 * 'Request Invoice' for the held work: shipping or storage and the address, as the cart's invoice
 * checkout asks them; the e-mail and the price are the offer's, on the server.
 */
export function OfferInvoiceForm({ token, onOrdered }: Props) {
  const id = useId();
  const settings = useShopSettings() ?? DEFAULT_SHOP_SETTINGS;
  const [fulfillment, setFulfillment] = useState<FulfillmentType | ''>('');
  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = offerInvoiceBody.safeParse({
      fulfillmentType: fulfillment || undefined,
      shippingAddress: fulfillment === 'shipping' ? address : undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(null);
    const result = await sendOfferInvoice(token, parsed.data);
    setBusy(false);
    if (result.kind === 'ok') onOrdered(result.data.orderId);
    else
      setFailure(
        result.kind === 'network' ? 'Network error. Please try again.' : (result.error ?? 'Please try again.'),
      );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="grid gap-6">
      <h2 id={`${id}-heading`} className="label-caps text-ink">
        Pay by bank transfer
      </h2>
      <CheckoutFulfillment
        name={`${id}-fulfillment`}
        value={fulfillment}
        error={errors.fulfillmentType}
        storage={settings.storage}
        onChange={setFulfillment}
      />
      {fulfillment === 'shipping' && (
        <CheckoutAddress
          idPrefix={id}
          value={address}
          errors={errors}
          estimate={null}
          onChange={(field, value) => setAddress((a) => ({ ...a, [field]: value }))}
        />
      )}
      <FormAlert error={failure} className="text-[0.9375rem]" />
      <SubmitButton busy={busy} busyLabel="Sending..." className={primaryButton}>
        Request Invoice
      </SubmitButton>
    </form>
  );
}
