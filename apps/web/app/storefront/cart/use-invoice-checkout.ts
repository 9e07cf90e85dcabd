import { CHECKOUT_TEXT, type FulfillmentType, type PricesChangedBody } from '@vernissage/contract';
import { useRef, useState } from 'react';
import { rememberOrder } from '../../lib/local-orders.ts';
import { checkInvoiceRequest, sendInvoice } from '../api/client.ts';
import { rememberGuestEmail } from '../consent/guest-email.ts';
import type { CartItem } from './cart.ts';
import {
  type AddressValues,
  emptyAddress,
  type FieldErrors,
  fieldErrors,
  invoiceRequestOf,
} from './checkout-request.ts';

/**
 * Where the checkout was opened. Both say the server's reason when it gives one (a 409 names the
 * work that cannot be sold); with none, the popup says the spec's general failure, the page its own.
 */
export type CheckoutSource = 'popup' | 'page';

export type InvoiceCheckoutStatus =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'error'; message: string }
  | { kind: 'success'; orderId: string; invoiceNumber: string | null; total: number };

type Options = {
  /** The buyable lines of the cart, as shown. */
  lines: readonly CartItem[];
  source: CheckoutSource;
  /** Empties the cart once the invoice is sent. */
  clearCart: () => void;
};

/**
 * The invoice checkout's state and its sending: the contract's checks first (the first wrong field
 * takes the focus), then POST /api/send-invoice. The server prices the order; when its prices differ
 * the new total is kept and the next send accepts it. One key per request body, so a retry after a
 * lost answer cannot order twice. On success the order and the e-mail are remembered on this device.
 */
export function useInvoiceCheckout({ lines, source, clearCart }: Options) {
  const [email, setEmailValue] = useState('');
  const [fulfillmentType, setFulfillmentValue] = useState<FulfillmentType | ''>('');
  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<InvoiceCheckoutStatus>({ kind: 'idle' });
  const [quote, setQuote] = useState<PricesChangedBody | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // Set before anything awaits, so a second press of the same moment sends nothing.
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const clearError = (field: keyof FieldErrors) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  const fail = (reason: string | null) =>
    setStatus({
      kind: 'error',
      message: reason ?? (source === 'popup' ? CHECKOUT_TEXT.popupFailure : CHECKOUT_TEXT.pageFailure),
    });

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
    setStatus({ kind: 'processing' });
    const text = JSON.stringify(parsed.data);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    const outcome = await sendInvoice(parsed.data, attempt.current.key);
    if (outcome.kind === 'sent') {
      rememberOrder(outcome.data.orderId);
      rememberGuestEmail(parsed.data.email);
      clearCart();
      setStatus({
        kind: 'success',
        orderId: outcome.data.orderId,
        invoiceNumber: outcome.data.invoiceNumber,
        total: outcome.data.total,
      });
    } else if (outcome.kind === 'prices') {
      setQuote(outcome.quote);
      setStatus({ kind: 'idle' });
    } else fail(outcome.kind === 'error' ? outcome.error : null);
  };

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  };

  return {
    form,
    values: { email, fulfillmentType, address },
    errors,
    status,
    quote,
    setEmail: (value: string) => {
      setEmailValue(value);
      clearError('email');
    },
    setFulfillmentType: (value: FulfillmentType | '') => {
      setFulfillmentValue(value);
      clearError('fulfillmentType');
    },
    setAddressField: (field: keyof AddressValues, value: string) => {
      setAddress((a) => ({ ...a, [field]: value }));
      clearError(field);
    },
    submit,
  };
}
