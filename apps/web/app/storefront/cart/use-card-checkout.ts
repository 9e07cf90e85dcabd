import { CARD_TEXT, offerCardBody, orderDraftBody, type SaleCostsView, SHIPPING_TEXT } from '@vernissage/contract';
import { useEffect, useRef, useState } from 'react';
import { rememberOrder } from '../../lib/local-orders.ts';
import {
  confirmSandboxPayment,
  createOfferCardDraft,
  createOrderDraft,
  createPaymentIntent,
  finalizeOrder,
  requestPaidInvoice,
} from '../api/client.ts';
import { rememberGuestEmail } from '../consent/guest-email.ts';
import type { GuestCheckoutStep } from './checkout-steps.tsx';
import { expiryOf, type SandboxCard } from './sandbox-card-fields.tsx';
import { type MountedCard, mountStripeCard, payWithStripe } from './stripe-card.ts';

export type CardPayment = {
  draftId: string;
  amount: number;
  clientSecret: string;
  provider: 'stripe' | 'sandbox';
  publishableKey: string | null;
  /** The price, shipping and tax the amount is made of, as the server computed them. */
  costs: SaleCostsView | null;
};

type DraftField = 'email' | 'delivery_address' | 'variant' | 'country';
export type DraftFieldErrors = Partial<Record<DraftField, string>>;

export type CardCheckoutStatus =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'error'; message: string }
  | { kind: 'success'; orderId: string };

/** Each field's own message from the contract's rules (the first problem of each), or null when all are fine. */
function draftFieldErrors(body: Record<string, string>): DraftFieldErrors | null {
  const parsed = orderDraftBody.safeParse(body);
  if (parsed.success) return null;
  const errors: DraftFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DraftField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A failed call's message: the server's text, else `fallback`; no answer at all is "Something went wrong". */
const failed = (r: { kind: 'error'; error: string | null } | { kind: 'network' }, fallback: string) =>
  r.kind === 'network' ? CARD_TEXT.somethingWrong : (r.error ?? fallback);

type Paid = { intentId: string } | { error: string };

/** What is bought: a work at its price (Buy Now), or the unit an accepted offer holds, at the agreed price. */
export type CardCheckoutOf = { artworkId: string; initialVariant: string } | { offerToken: string };

/**
 * Buying one work by card: the details step holds the work (an order draft) and gets a payment
 * intent; the payment step pays through the sandbox or Stripe (its card field mounted into
 * `stripeTarget` only then), makes the order and asks for its paid invoice. A second submit while
 * one is on its way is ignored. On success the order and the e-mail are remembered on this device.
 */
export function useCardCheckout(of: CardCheckoutOf) {
  const offerToken = 'offerToken' in of ? of.offerToken : null;
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState('');
  // Where it ships: the shipping and tax depend on it (gallery.md §6).
  const [country, setCountry] = useState('');
  const [region, setRegion] = useState('');
  const [variant, setVariant] = useState('initialVariant' in of ? of.initialVariant : '');
  const [card, setCard] = useState<SandboxCard>({ number: '', expiry: '', cvc: '' });
  const [fieldErrors, setFieldErrors] = useState<DraftFieldErrors>({});
  const [payment, setPayment] = useState<CardPayment | null>(null);
  const [status, setStatus] = useState<CardCheckoutStatus>({ kind: 'idle' });
  // Set before anything awaits, so a second press of the same moment sends nothing.
  const inFlight = useRef(false);
  const stripeTarget = useRef<HTMLDivElement>(null);
  const stripeCard = useRef<MountedCard | null>(null);

  useEffect(() => {
    if (payment?.provider !== 'stripe' || !payment.publishableKey || !stripeTarget.current) return;
    void mountStripeCard(payment.publishableKey, stripeTarget.current).then((mounted) => {
      stripeCard.current = mounted;
      if (!mounted) setStatus({ kind: 'error', message: CARD_TEXT.stripeNotLoaded });
    });
    return () => stripeCard.current?.card.destroy();
  }, [payment]);

  const once = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await work();
    } finally {
      inFlight.current = false;
    }
  };

  const openDraft = async () => {
    // An offer's draft carries the offer's e-mail, work and price: only the address is the buyer's.
    const destination = { country, region: region.trim() };
    const noCountry = country ? {} : { country: SHIPPING_TEXT.countryRequired };
    if (offerToken !== null) {
      const parsed = offerCardBody.safeParse({ delivery_address: address.trim(), ...destination });
      const errors = { ...(parsed.success ? {} : { delivery_address: parsed.error.issues[0]?.message }), ...noCountry };
      setFieldErrors(errors);
      return parsed.success && country ? createOfferCardDraft(offerToken, parsed.data) : null;
    }
    const body = {
      artwork_id: 'artworkId' in of ? of.artworkId : '',
      email: email.trim(),
      delivery_address: address.trim(),
      variant,
    };
    const invalid = { ...draftFieldErrors(body), ...noCountry };
    setFieldErrors(invalid);
    return Object.keys(invalid).length > 0 ? null : createOrderDraft({ ...body, ...destination });
  };

  const start = async () => {
    setStatus({ kind: 'idle' });
    const opening = openDraft();
    setStatus({ kind: 'processing' });
    const draft = await opening;
    if (draft === null) return setStatus({ kind: 'idle' });
    if (draft.kind !== 'ok') return setStatus({ kind: 'error', message: failed(draft, CARD_TEXT.draftFailed) });
    const intent = await createPaymentIntent(draft.data.draft_id);
    if (intent.kind !== 'ok') return setStatus({ kind: 'error', message: failed(intent, CARD_TEXT.intentFailed) });
    setPayment({
      draftId: draft.data.draft_id,
      amount: draft.data.amount,
      costs: draft.data.costs ?? null,
      ...intent.data,
    });
    setStatus({ kind: 'idle' });
  };

  const paySandbox = async (p: CardPayment): Promise<Paid> => {
    const result = await confirmSandboxPayment({
      clientSecret: p.clientSecret,
      cardNumber: card.number,
      cvc: card.cvc,
      ...expiryOf(card.expiry),
    });
    if (result.kind === 'ok') return { intentId: result.data.paymentIntentId };
    return { error: failed(result, CARD_TEXT.paymentFailed) };
  };

  const payStripe = async (p: CardPayment): Promise<Paid> => {
    if (!stripeCard.current) return { error: CARD_TEXT.cardElementMissing };
    return payWithStripe(stripeCard.current, p.clientSecret, email.trim());
  };

  const pay = async () => {
    if (!payment) return;
    setStatus({ kind: 'processing' });
    const paid = payment.provider === 'sandbox' ? await paySandbox(payment) : await payStripe(payment);
    if ('error' in paid) return setStatus({ kind: 'error', message: paid.error });
    const order = await finalizeOrder(payment.draftId, paid.intentId);
    if (order.kind !== 'ok') return setStatus({ kind: 'error', message: failed(order, CARD_TEXT.finalizationFailed) });
    // The order is made and its paid invoice queued with it; this only confirms it, so a failure
    // here does not keep the buyer from the confirmation.
    if (offerToken === null) {
      await requestPaidInvoice(payment.draftId, email.trim());
      rememberGuestEmail(email);
    }
    rememberOrder(order.data.order_id);
    setStatus({ kind: 'success', orderId: order.data.order_id });
  };

  const step: GuestCheckoutStep = status.kind === 'success' ? 2 : payment ? 1 : 0;
  return {
    values: { email, address, variant, card, country, region },
    setEmail,
    setAddress,
    setCountry,
    setRegion,
    setVariant,
    setCard,
    fieldErrors,
    payment,
    status,
    /** 0 details, 1 payment, 2 done: the step the dialog shows. */
    step,
    stripeTarget,
    submitDetails: () => once(start),
    submitPayment: () => once(pay),
  };
}
