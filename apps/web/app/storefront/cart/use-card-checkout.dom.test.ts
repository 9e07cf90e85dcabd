import { act, renderHook } from '@testing-library/react';
import { CARD_TEXT, orderEndpoints, SHIPPING_TEXT } from '@vernissage/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeFetch, json, routeOf } from '../../lib/fake-fetch.testing.ts';
import { ORDERS_KEY } from '../../lib/local-orders.ts';
import { GUEST_EMAIL_KEY } from '../consent/guest-email.ts';
import { useCardCheckout } from './use-card-checkout.ts';

const DRAFT = routeOf(orderEndpoints.createDraft);
const INTENT = routeOf(orderEndpoints.createPaymentIntent);
const SANDBOX = routeOf(orderEndpoints.confirmSandboxPayment);
const ORDER = routeOf(orderEndpoints.finalizeOrder);
const PAID_INVOICE = routeOf(orderEndpoints.sendInvoice);

/** The sandbox shop's answers to a purchase that goes through. */
const shop = {
  [DRAFT]: () => json(200, { draft_id: 'draft-1', amount: 4200, expires_at: '2026-11-30T10:15:00.000Z' }),
  [INTENT]: () => json(200, { clientSecret: 'pi_1_secret', provider: 'sandbox', publishableKey: null }),
  [SANDBOX]: () => json(200, { status: 'succeeded', paymentIntentId: 'pi_1' }),
  [ORDER]: () => json(200, { order_id: 'order-9' }),
  [PAID_INVOICE]: () =>
    json(200, { success: true, message: 'sent', orderId: 'order-9', invoiceNumber: 'INV-2026-000009', total: 4200 }),
};

/** The hook with the details step filled in, as the dialog would hold it. */
function filledIn() {
  const hook = renderHook(() => useCardCheckout({ artworkId: 'work-1', initialVariant: 'format-1' }));
  act(() => {
    hook.result.current.setEmail(' Buyer@Example.com ');
    hook.result.current.setAddress('14 Riverside Drive, Nairobi');
    hook.result.current.setCountry('KE');
    hook.result.current.setRegion(' Nairobi County ');
  });
  return hook;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the card checkout', () => {
  it('holds the work, pays in the sandbox, makes the order and remembers it', async () => {
    const api = fakeFetch(shop);
    const hook = filledIn();
    await act(() => hook.result.current.submitDetails());
    expect(hook.result.current.step).toBe(1);
    expect(hook.result.current.payment).toMatchObject({ draftId: 'draft-1', amount: 4200, provider: 'sandbox' });
    expect(api.calls(DRAFT)[0]?.body).toEqual({
      artwork_id: 'work-1',
      email: 'Buyer@Example.com',
      delivery_address: '14 Riverside Drive, Nairobi',
      variant: 'format-1',
      country: 'KE',
      region: 'Nairobi County',
    });

    act(() => hook.result.current.setCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }));
    await act(() => hook.result.current.submitPayment());
    expect(hook.result.current.status).toEqual({ kind: 'success', orderId: 'order-9' });
    expect(hook.result.current.step).toBe(2);
    expect(api.calls(SANDBOX)[0]?.body).toMatchObject({ clientSecret: 'pi_1_secret', expMonth: 12, expYear: 2034 });
    expect(api.calls(ORDER)[0]?.body).toEqual({ draft_id: 'draft-1', payment_intent_id: 'pi_1' });
    expect(api.calls(PAID_INVOICE)[0]?.body).toEqual({ draft_id: 'draft-1', email: 'Buyer@Example.com' });
    expect(window.localStorage.getItem(ORDERS_KEY)).toContain('order-9');
    expect(window.localStorage.getItem(GUEST_EMAIL_KEY)).toBe('buyer@example.com');
  });

  it("says the server's message, else the step's own failure, and stays on the step", async () => {
    fakeFetch({ ...shop, [DRAFT]: () => json(409, { error: 'This work is no longer available' }) });
    const hook = filledIn();
    await act(() => hook.result.current.submitDetails());
    expect(hook.result.current.status).toEqual({ kind: 'error', message: 'This work is no longer available' });
    expect(hook.result.current.step).toBe(0);

    fakeFetch({ ...shop, [INTENT]: () => json(503, {}) });
    await act(() => hook.result.current.submitDetails());
    expect(hook.result.current.status).toEqual({ kind: 'error', message: CARD_TEXT.intentFailed });

    fakeFetch({ ...shop, [SANDBOX]: () => json(402, { error: 'Your card was declined.' }) });
    await act(() => hook.result.current.submitDetails());
    await act(() => hook.result.current.submitPayment());
    expect(hook.result.current.status).toEqual({ kind: 'error', message: 'Your card was declined.' });
    expect(hook.result.current.step).toBe(1);
    expect(window.localStorage.getItem(ORDERS_KEY)).toBeNull();
  });

  it('says "Something went wrong" when no answer comes', async () => {
    fakeFetch({ ...shop, [DRAFT]: () => 'network' });
    const hook = filledIn();
    await act(() => hook.result.current.submitDetails());
    expect(hook.result.current.status).toEqual({ kind: 'error', message: CARD_TEXT.somethingWrong });

    fakeFetch({ ...shop, [ORDER]: () => 'network' });
    await act(() => hook.result.current.submitDetails());
    await act(() => hook.result.current.submitPayment());
    expect(hook.result.current.status).toEqual({ kind: 'error', message: CARD_TEXT.somethingWrong });
  });

  it('ignores a second submit while the first is processing', async () => {
    const answer = deferred<Response>();
    const api = fakeFetch({ ...shop, [DRAFT]: () => answer.promise });
    const hook = filledIn();
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = hook.result.current.submitDetails();
      await vi.waitFor(() => expect(api.calls(DRAFT)).toHaveLength(1));
    });
    expect(hook.result.current.status.kind).toBe('processing');
    await act(async () => {
      const second = hook.result.current.submitDetails();
      answer.resolve(shop[DRAFT]());
      await Promise.all([first, second]);
    });
    expect(api.calls(DRAFT)).toHaveLength(1);
    expect(api.calls(INTENT)).toHaveLength(1);
    expect(hook.result.current.step).toBe(1);
  });

  it("names each wrong field with the contract's message and holds nothing", async () => {
    const api = fakeFetch(shop);
    const hook = renderHook(() => useCardCheckout({ artworkId: 'work-1', initialVariant: '' }));
    await act(() => hook.result.current.submitDetails());
    expect(hook.result.current.fieldErrors).toEqual({
      email: CARD_TEXT.emailRequired,
      delivery_address: CARD_TEXT.addressRequired,
      variant: CARD_TEXT.formatRequired,
      country: SHIPPING_TEXT.countryRequired,
    });
    expect(hook.result.current.status).toEqual({ kind: 'idle' });
    expect(api.seen).toHaveLength(0);
  });
});
