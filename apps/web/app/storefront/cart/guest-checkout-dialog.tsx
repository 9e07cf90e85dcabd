import { CARD_HOLD_MINUTES, CARD_TEXT, type Format, orderDraftBody } from '@vernissage/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '../../lib/format-price.ts';
import { rememberOrder } from '../../lib/local-orders.ts';
import { Modal } from '../../ui/modal.tsx';
import { fieldClass, TextField } from '../../ui/text-field.tsx';
import {
  confirmSandboxPayment,
  createOrderDraft,
  createPaymentIntent,
  finaliseOrder,
  requestPaidInvoice,
} from '../api/client.ts';
import { rememberGuestEmail } from '../consent/guest-email.ts';
import { primaryButton } from './buttons.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import { GuestCheckoutSuccess } from './guest-checkout-success.tsx';
import { expiryOf, type SandboxCard, SandboxCardFields } from './sandbox-card-fields.tsx';
import { type MountedCard, mountStripeCard, payWithStripe } from './stripe-card.ts';

export type GuestCheckoutWork = { id: string; title: string; artistName: string; formats: Format[] };
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  work: GuestCheckoutWork;
  formatId: string | undefined;
};
type Payment = {
  draftId: string;
  amount: number;
  clientSecret: string;
  provider: 'stripe' | 'sandbox';
  publishableKey: string | null;
};

type DraftField = 'email' | 'delivery_address' | 'variant';

/** Each field's own message from the contract's rules (the first problem of each), or null when all are fine. */
function draftFieldErrors(body: Record<string, string>): Partial<Record<DraftField, string>> | null {
  const parsed = orderDraftBody.safeParse(body);
  if (parsed.success) return null;
  const errors: Partial<Record<DraftField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DraftField;
    errors[field] ??= issue.message;
  }
  return errors;
}

const failed = (r: { kind: 'error'; error: string | null } | { kind: 'network' }, fallback: string) =>
  r.kind === 'network' ? CARD_TEXT.somethingWrong : (r.error ?? fallback);

/**
 * Buy one work by card, in three steps: e-mail, delivery address and format (each field's error
 * under it); then payment (the work is held for CARD_HOLD_MINUTES meanwhile); the order is made once the
 * provider says the payment succeeded, and the success step links to the order confirmation.
 */
export default function GuestCheckoutDialog({ open, onOpenChange, work, formatId }: Props) {
  const id = useId();
  const available = work.formats.filter((f) => f.available);
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState('');
  const [variant, setVariant] = useState(formatId ?? available[0]?.id ?? '');
  const [payment, setPayment] = useState<Payment | null>(null);
  const [card, setCard] = useState<SandboxCard>({ number: '', expiry: '', cvc: '' });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [orderId, setOrderId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stripeTarget = useRef<HTMLDivElement>(null);
  const stripeCard = useRef<MountedCard | null>(null);

  useEffect(() => {
    if (payment?.provider !== 'stripe' || !payment.publishableKey || !stripeTarget.current) return;
    void mountStripeCard(payment.publishableKey, stripeTarget.current).then((mounted) => {
      stripeCard.current = mounted;
      if (!mounted) setError(CARD_TEXT.stripeNotLoaded);
    });
    return () => stripeCard.current?.card.destroy();
  }, [payment]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const body = { artwork_id: work.id, email: email.trim(), delivery_address: address.trim(), variant };
    const invalid = draftFieldErrors(body);
    setFieldErrors(invalid ?? {});
    if (invalid) return;
    setBusy(true);
    const draft = await createOrderDraft(body);
    if (draft.kind !== 'ok') {
      setBusy(false);
      return setError(failed(draft, CARD_TEXT.draftFailed));
    }
    const intent = await createPaymentIntent(draft.data.draft_id);
    setBusy(false);
    if (intent.kind !== 'ok') return setError(failed(intent, CARD_TEXT.intentFailed));
    setPayment({ draftId: draft.data.draft_id, amount: draft.data.amount, ...intent.data });
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !payment) return;
    setBusy(true);
    setError(null);
    const paid = payment.provider === 'sandbox' ? await paySandbox(payment) : await payStripe(payment);
    if ('error' in paid) {
      setBusy(false);
      return setError(paid.error);
    }
    const order = await finaliseOrder(payment.draftId, paid.intentId);
    if (order.kind !== 'ok') {
      setBusy(false);
      return setError(failed(order, CARD_TEXT.finalizationFailed));
    }
    // The order is made and its paid invoice queued with it; this only confirms it, so a failure
    // here does not keep the buyer from the confirmation.
    await requestPaidInvoice(payment.draftId, email.trim());
    setBusy(false);
    rememberOrder(order.data.order_id);
    rememberGuestEmail(email);
    setOrderId(order.data.order_id);
  };

  const paySandbox = async (p: Payment): Promise<{ intentId: string } | { error: string }> => {
    const result = await confirmSandboxPayment({
      clientSecret: p.clientSecret,
      cardNumber: card.number,
      cvc: card.cvc,
      ...expiryOf(card.expiry),
    });
    if (result.kind === 'ok') return { intentId: result.data.paymentIntentId };
    return { error: result.kind === 'network' ? CARD_TEXT.somethingWrong : (result.error ?? CARD_TEXT.paymentFailed) };
  };
  const payStripe = async (p: Payment): Promise<{ intentId: string } | { error: string }> => {
    if (!stripeCard.current) return { error: CARD_TEXT.cardElementMissing };
    return payWithStripe(stripeCard.current, p.clientSecret, email.trim());
  };

  const chosen = available.find((f) => f.id === variant);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Guest Checkout" size="md">
      <p className="-mt-2 mb-6 text-[0.9375rem] text-ink-soft">
        <span className="font-display text-[1.125rem] text-ink">{work.title}</span> by {work.artistName}
      </p>
      <CheckoutSteps current={orderId ? 2 : payment ? 1 : 0} />
      {orderId ? (
        <GuestCheckoutSuccess orderId={orderId} onClose={() => onOpenChange(false)} />
      ) : !payment ? (
        <form noValidate onSubmit={start} aria-label="Your details" className="grid gap-5">
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            value={email}
            error={fieldErrors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            id={`${id}-address`}
            name="delivery_address"
            label="Delivery address"
            multiline
            autoComplete="street-address"
            value={address}
            error={fieldErrors.delivery_address}
            onChange={(e) => setAddress(e.target.value)}
          />
          <div>
            <label htmlFor={`${id}-format`} className="label-caps text-ink-soft">
              Format
            </label>
            <select
              id={`${id}-format`}
              value={variant}
              onChange={(e) => setVariant(e.target.value)}
              aria-invalid={fieldErrors.variant ? true : undefined}
              aria-describedby={fieldErrors.variant ? `${id}-format-error` : undefined}
              className={fieldClass}
            >
              {available.length === 0 && <option value="">No format available</option>}
              {available.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name} · {formatPrice(f.price)}
                </option>
              ))}
            </select>
            {fieldErrors.variant && (
              <p id={`${id}-format-error`} className="mt-2 text-[0.8125rem] text-error">
                {fieldErrors.variant}
              </p>
            )}
          </div>
          {error && (
            <p role="alert" className="text-[0.9375rem] text-error">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'PROCESSING...' : `Continue to payment · ${chosen ? formatPrice(chosen.price) : ''}`}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={pay} aria-label="Payment" className="grid gap-5">
          <p className="text-[0.875rem] text-muted">
            This work is held for you for {CARD_HOLD_MINUTES} minutes while you pay.
          </p>
          {payment.provider === 'sandbox' ? (
            <SandboxCardFields idPrefix={id} value={card} onChange={setCard} />
          ) : (
            <div>
              <p className="label-caps text-ink-soft">Card</p>
              <div ref={stripeTarget} className={`${fieldClass} min-h-12`} />
            </div>
          )}
          {error && (
            <p role="alert" className="text-[0.9375rem] text-error">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'PROCESSING...' : `Pay ${formatPrice(payment.amount)}`}
          </button>
        </form>
      )}
    </Modal>
  );
}
