import {
  DEFAULT_SHOP_SETTINGS,
  deliveryEstimate,
  INVOICE_HOLD,
  INVOICE_PAYMENT_DAYS,
  isDomestic,
} from '@vernissage/contract';
import { useId } from 'react';
import { useMoney } from '../../lib/currency.tsx';
import { useShopSettings } from '../../lib/use-shop-settings.ts';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { primaryButton } from './buttons.ts';
import { isBuyable } from './cart.ts';
import { CheckoutAddress } from './checkout-address.tsx';
import { CheckoutFulfillment } from './checkout-fulfillment.tsx';
import { CheckoutSent } from './checkout-sent.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { useCart } from './use-cart.ts';
import { type CheckoutSource, useInvoiceCheckout } from './use-invoice-checkout.ts';
import { useSaleCosts } from './use-sale-costs.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fallbackFocus: () => HTMLElement | null;
  source: CheckoutSource;
};

/**
 * Invoice checkout for the cart: e-mail, shipping or storage, the address, SEND INVOICE. The
 * sending, the new total when the server's prices differ and the outcome are `useInvoiceCheckout`'s.
 */
export default function CheckoutDialog({ open, onOpenChange, fallbackFocus, source }: Props) {
  const { formatPrice } = useMoney();
  const id = useId();
  const { items, total, clear } = useCart();
  const settings = useShopSettings() ?? DEFAULT_SHOP_SETTINGS;
  const lines = items.filter(isBuyable);
  const checkout = useInvoiceCheckout({ lines, source, clearCart: clear });
  const { values, errors, status, quote } = checkout;

  const storage =
    values.fulfillmentType === 'storage' ? { fee: settings.storage.monthlyFee, ...settings.storage } : null;
  const estimate =
    values.fulfillmentType === 'shipping' && values.address.country
      ? deliveryEstimate(settings.shippingPolicy, isDomestic(values.address.country, settings.address.country))
      : null;
  const sent = status.kind === 'success' ? status : null;
  const { fulfillmentType, address } = values;
  const costs = useSaleCosts(
    lines.length > 0 && (fulfillmentType === 'storage' || (fulfillmentType === 'shipping' && address.country))
      ? {
          cart: lines.map((i) => ({
            artwork: { _id: i.artwork.id },
            format: { id: i.format.id },
            quantity: i.quantity,
          })),
          fulfillmentType,
          ...(fulfillmentType === 'shipping' ? { country: address.country, region: address.stateProvince } : {}),
        }
      : null,
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={sent ? 'Invoice sent' : 'Checkout'}
      hideTitle={sent !== null}
      size={sent ? 'sm' : 'lg'}
      fallbackFocus={fallbackFocus}
    >
      {sent ? (
        <CheckoutSent
          orderId={sent.orderId}
          invoiceNumber={sent.invoiceNumber}
          total={sent.total}
          onDone={() => onOpenChange(false)}
        />
      ) : (
        <form
          ref={checkout.form}
          noValidate
          aria-label="Checkout"
          onSubmit={(e) => {
            e.preventDefault();
            void checkout.submit();
          }}
          className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]"
        >
          <div className="grid content-start gap-8">
            <TextField
              id={`${id}-email`}
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              onChange={(e) => checkout.setEmail(e.target.value)}
            />
            <CheckoutFulfillment
              name={`${id}-fulfillment`}
              value={values.fulfillmentType}
              error={errors.fulfillmentType}
              storage={settings.storage}
              onChange={checkout.setFulfillmentType}
            />
            {values.fulfillmentType === 'shipping' && (
              <CheckoutAddress
                idPrefix={id}
                value={values.address}
                errors={errors}
                estimate={estimate}
                onChange={checkout.setAddressField}
              />
            )}
          </div>
          <div className="grid content-start gap-5">
            <CheckoutSummary items={lines} total={quote?.total ?? total} costs={costs} storage={storage} />
            {quote && (
              <p role="status" className="border-l-2 border-accent pl-4 text-[0.9375rem] leading-relaxed">
                {quote.error} New total: <strong>{formatPrice(quote.total)}</strong>.
              </p>
            )}
            <FormAlert className="text-[0.9375rem]" error={status.kind === 'error' ? status.message : null} />
            <SubmitButton
              busy={status.kind === 'processing'}
              busyLabel="PROCESSING..."
              disabled={lines.length === 0}
              className={primaryButton}
            >
              SEND INVOICE
            </SubmitButton>
            <p className="text-[0.8125rem] leading-relaxed text-muted">
              We e-mail you an invoice to pay by bank transfer within {INVOICE_PAYMENT_DAYS} days. Confirm the order
              with the link in that e-mail within {INVOICE_HOLD.unconfirmedMinutes} minutes, and the works are held for
              you for {INVOICE_HOLD.confirmedMaxDays} days, and until payment is due once your payment reaches us.
            </p>
          </div>
        </form>
      )}
    </Modal>
  );
}
