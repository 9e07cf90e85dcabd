import { CARD_TEXT, type Format } from '@vernissage/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
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
import { primaryButton } from './buttons.ts';
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

const failed = (r: { kind: 'error'; error: string | null } | { kind: 'network' }, fallback: string) =>
  r.kind === 'network' ? CARD_TEXT.somethingWrong : (r.error ?? fallback);

/**
 * Buy one work by card: e-mail, delivery address and format; then payment (the work is held for 15
 * minutes meanwhile); the order is made once the provider says the payment succeeded, and the
 * buyer lands on the confirmation page.
 */
export default function GuestCheckoutDialog({ open, onOpenChange, work, formatId }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const available = work.formats.filter((f) => f.available);
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState('');
  const [variant, setVariant] = useState(formatId ?? available[0]?.id ?? '');
  const [payment, setPayment] = useState<Payment | null>(null);
  const [card, setCard] = useState<SandboxCard>({ number: '', expiry: '', cvc: '' });
  const [error, setError] = useState<string | null>(null);
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
    setBusy(true);
    setError(null);
    const draft = await createOrderDraft({
      artwork_id: work.id,
      email: email.trim(),
      delivery_address: address.trim(),
      variant,
    });
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
    onOpenChange(false);
    navigate(`/order-confirmation/${encodeURIComponent(order.data.order_id)}`);
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
      {!payment ? (
        <form noValidate onSubmit={start} aria-label="Your details" className="grid gap-5">
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            value={email}
            error={undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            id={`${id}-address`}
            name="delivery_address"
            label="Delivery address"
            multiline
            autoComplete="street-address"
            value={address}
            error={undefined}
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
              className={fieldClass}
            >
              {available.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name} · {formatPrice(f.price)}
                </option>
              ))}
            </select>
          </div>
          {error && (
            <p role="alert" className="text-[0.9375rem] text-error">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy || !chosen} className={primaryButton}>
            {busy ? 'PROCESSING...' : `Continue to payment · ${chosen ? formatPrice(chosen.price) : ''}`}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={pay} aria-label="Payment" className="grid gap-5">
          <p className="text-[0.875rem] text-muted">This work is held for you for 15 minutes while you pay.</p>
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
