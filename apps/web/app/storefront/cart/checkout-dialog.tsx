import {
  CHECKOUT_TEXT,
  DEFAULT_SHOP_SETTINGS,
  deliveryEstimate,
  type FulfillmentType,
  INVOICE_HOLD,
  INVOICE_PAYMENT_DAYS,
  isDomestic,
  type PricesChangedBody,
} from '@vernissage/contract';
import { useId, useRef, useState } from 'react';
import { formatPrice } from '../../lib/format-price.ts';
import { rememberOrder } from '../../lib/local-orders.ts';
import { useShopSettings } from '../../lib/use-shop-settings.ts';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { checkInvoiceRequest, sendInvoice } from '../api/client.ts';
import { rememberGuestEmail } from '../consent/guest-email.ts';
import { primaryButton } from './buttons.ts';
import { isBuyable } from './cart.ts';
import { CheckoutAddress } from './checkout-address.tsx';
import { CheckoutFulfilment } from './checkout-fulfilment.tsx';
import {
  type AddressValues,
  emptyAddress,
  type FieldErrors,
  fieldErrors,
  invoiceRequestOf,
} from './checkout-request.ts';
import { CheckoutSent } from './checkout-sent.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { useCart } from './use-cart.ts';

export type CheckoutSource = 'popup' | 'page';
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fallbackFocus: () => HTMLElement | null;
  source: CheckoutSource;
};
type Sent = { invoiceNumber: string; total: number };

/**
 * Invoice checkout for the cart: e-mail, shipping or storage, the address, SEND INVOICE. The
 * server prices the order; when its prices differ from the cart's, the new total is shown and the
 * next press confirms it. On success the cart is cleared and the order remembered on this device.
 */
export default function CheckoutDialog({ open, onOpenChange, fallbackFocus, source }: Props) {
  const id = useId();
  const { items, total, clear } = useCart();
  const settings = useShopSettings() ?? DEFAULT_SHOP_SETTINGS;
  const [email, setEmail] = useState('');
  const [fulfillmentType, setFulfillmentType] = useState<FulfillmentType | ''>('');
  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; reason: string | null } | null>(null);
  const [quote, setQuote] = useState<PricesChangedBody | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // Set before anything awaits, so a second click of the same moment sends nothing.
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const lines = items.filter(isBuyable);
  const storage = fulfillmentType === 'storage' ? { fee: settings.storage.monthlyFee, ...settings.storage } : null;
  const estimate =
    fulfillmentType === 'shipping' && address.country
      ? deliveryEstimate(settings.shippingPolicy, isDomestic(address.country, settings.address.country))
      : null;

  const fail = (reason: string | null) =>
    setFailure(
      source === 'popup'
        ? { message: CHECKOUT_TEXT.popupFailure, reason }
        : { message: reason ?? CHECKOUT_TEXT.pageFailure, reason: null },
    );

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  };

  const clearError = (field: keyof FieldErrors) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const send = async () => {
    const body = invoiceRequestOf({ email, fulfillmentType, address }, lines, quote?.total);
    const parsed = await checkInvoiceRequest(body);
    if (!parsed.ok) {
      const found = fieldErrors(parsed.issues);
      setErrors(found);
      // The cart has no field of its own (e.g. more lines than one order may hold): say it here.
      if (found.cart) fail(found.cart);
      const first = Object.keys(found)[0];
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    // The same body keeps its key, so a retry after a lost answer cannot order twice.
    const text = JSON.stringify(parsed.data);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    const outcome = await sendInvoice(parsed.data, attempt.current.key);
    setBusy(false);
    if (outcome.kind === 'sent') {
      rememberOrder(outcome.data.orderId);
      rememberGuestEmail(parsed.data.email);
      clear();
      setSent({ invoiceNumber: outcome.data.invoiceNumber, total: outcome.data.total });
    } else if (outcome.kind === 'prices') setQuote(outcome.quote);
    else fail(outcome.kind === 'error' ? outcome.error : null);
  };

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
        <CheckoutSent invoiceNumber={sent.invoiceNumber} total={sent.total} onDone={() => onOpenChange(false)} />
      ) : (
        <form
          ref={form}
          noValidate
          aria-label="Checkout"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
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
              value={email}
              error={errors.email}
              onChange={(e) => {
                setEmail(e.target.value);
                clearError('email');
              }}
            />
            <CheckoutFulfilment
              name={`${id}-fulfillment`}
              value={fulfillmentType}
              error={errors.fulfillmentType}
              storage={settings.storage}
              onChange={(value) => {
                setFulfillmentType(value);
                clearError('fulfillmentType');
              }}
            />
            {fulfillmentType === 'shipping' && (
              <CheckoutAddress
                idPrefix={id}
                value={address}
                errors={errors}
                estimate={estimate}
                onChange={(field, value) => {
                  setAddress((a) => ({ ...a, [field]: value }));
                  clearError(field);
                }}
              />
            )}
          </div>
          <div className="grid content-start gap-5">
            <CheckoutSummary items={lines} total={quote?.total ?? total} storage={storage} />
            {quote && (
              <p role="status" className="border-l-2 border-accent pl-4 text-[0.9375rem] leading-relaxed">
                {quote.error} New total: <strong>{formatPrice(quote.total)}</strong>.
              </p>
            )}
            {failure && (
              <div role="alert" className="text-[0.9375rem] text-error">
                <p>{failure.message}</p>
                {failure.reason && <p className="mt-1 text-ink-soft">{failure.reason}</p>}
              </div>
            )}
            <button type="submit" disabled={busy || lines.length === 0} className={primaryButton}>
              {busy ? 'PROCESSING...' : 'SEND INVOICE'}
            </button>
            <p className="text-[0.8125rem] leading-relaxed text-muted">
              We e-mail you an invoice to pay by bank transfer within {INVOICE_PAYMENT_DAYS} days. Confirm the order
              with the link in that e-mail within {INVOICE_HOLD.unconfirmedMinutes} minutes, and the works are held for
              you until payment is due.
            </p>
          </div>
        </form>
      )}
    </Modal>
  );
}
