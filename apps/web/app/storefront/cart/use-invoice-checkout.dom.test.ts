import { act, renderHook } from '@testing-library/react';
import { CHECKOUT_TEXT, orderEndpoints } from '@vernissage/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeFetch, json, routeOf } from '../../lib/fake-fetch.testing.ts';
import { ORDERS_KEY } from '../../lib/local-orders.ts';
import { GUEST_EMAIL_KEY } from '../consent/guest-email.ts';
import type { CartItem } from './cart.ts';
import { type CheckoutSource, useInvoiceCheckout } from './use-invoice-checkout.ts';

const SEND = routeOf(orderEndpoints.sendInvoice);
const line = {
  id: 'w1-f',
  artwork: {
    id: 'w1',
    title: 'Harbour at Dusk',
    artist: { id: 'a', name: 'A' },
    pictures: [],
    availability: 'available',
    formats: [],
  },
  format: { id: 'w1-f', name: 'Original', price: 4200, available: true },
  quantity: 1,
} as unknown as CartItem;
const sent = {
  success: true,
  message: 'Invoice sent',
  orderId: 'order-1',
  invoiceNumber: null,
  total: 4200,
};

/** The hook with a filled-in form (storage, so no address), as the dialog would hold it. */
function filledIn(source: CheckoutSource = 'popup') {
  const clearCart = vi.fn();
  const hook = renderHook(() => useInvoiceCheckout({ lines: [line], source, clearCart }));
  act(() => {
    hook.result.current.setEmail('Collector@Example.com');
    hook.result.current.setFulfillmentType('storage');
  });
  return { hook, clearCart, submit: () => act(() => hook.result.current.submit()) };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the invoice checkout', () => {
  it('sends the order once, clears the cart and remembers the order and the e-mail', async () => {
    const api = fakeFetch({ [SEND]: () => json(200, sent) });
    const { hook, clearCart, submit } = filledIn();
    await submit();
    expect(hook.result.current.status).toEqual({
      kind: 'success',
      orderId: 'order-1',
      invoiceNumber: null,
      total: 4200,
    });
    expect(clearCart).toHaveBeenCalledOnce();
    const [request] = api.calls(SEND);
    expect(request?.body).toMatchObject({ email: 'collector@example.com', fulfillmentType: 'storage' });
    expect(request?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(ORDERS_KEY)).toContain('order-1');
    expect(window.localStorage.getItem(GUEST_EMAIL_KEY)).toBe('collector@example.com');
  });

  it('words the error after the work the server names, in the popup as on the cart page', async () => {
    const reason = 'Only 1 of "Harbour at Dusk" is left.';
    fakeFetch({ [SEND]: () => json(409, { error: reason }) });
    const popup = filledIn('popup');
    await popup.submit();
    expect(popup.hook.result.current.status).toEqual({ kind: 'error', message: reason });
    const page = filledIn('page');
    await page.submit();
    expect(page.hook.result.current.status).toEqual({ kind: 'error', message: reason });
    expect(popup.clearCart).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(ORDERS_KEY)).toBeNull();
  });

  it('says a lost answer as a general failure, and the retry carries the same key', async () => {
    let answer: 'network' | Response = 'network';
    const api = fakeFetch({ [SEND]: () => answer });
    const { hook, submit } = filledIn('page');
    await submit();
    expect(hook.result.current.status).toEqual({ kind: 'error', message: CHECKOUT_TEXT.pageFailure });
    answer = json(200, sent);
    await submit();
    expect(hook.result.current.status.kind).toBe('success');
    const [first, retry] = api.calls(SEND).map((r) => r.headers.get('idempotency-key'));
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
  });

  it('ignores a second submit while the first is processing', async () => {
    const answer = deferred<Response>();
    const api = fakeFetch({ [SEND]: () => answer.promise });
    const { hook } = filledIn();
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = hook.result.current.submit();
      await vi.waitFor(() => expect(api.calls(SEND)).toHaveLength(1));
    });
    expect(hook.result.current.status.kind).toBe('processing');
    await act(async () => {
      const second = hook.result.current.submit();
      answer.resolve(json(200, sent));
      await Promise.all([first, second]);
    });
    expect(api.calls(SEND)).toHaveLength(1);
    expect(hook.result.current.status.kind).toBe('success');
  });

  it('shows new prices, and the next send accepts that total under a new key', async () => {
    const quote = { error: CHECKOUT_TEXT.pricesChanged, code: 'prices_changed', lines: [], total: 4800 };
    let answer = json(409, quote);
    const api = fakeFetch({ [SEND]: () => answer });
    const { hook, submit } = filledIn();
    await submit();
    expect(hook.result.current.status).toEqual({ kind: 'idle' });
    expect(hook.result.current.quote?.total).toBe(4800);
    answer = json(200, { ...sent, total: 4800 });
    await submit();
    const [before, after] = api.calls(SEND);
    expect(after?.body).toMatchObject({ acceptedTotal: 4800 });
    expect(after?.headers.get('idempotency-key')).not.toBe(before?.headers.get('idempotency-key'));
  });

  it("names each wrong field with the contract's message and sends nothing", async () => {
    const api = fakeFetch({});
    const hook = renderHook(() => useInvoiceCheckout({ lines: [line], source: 'popup', clearCart: vi.fn() }));
    await act(() => hook.result.current.submit());
    expect(hook.result.current.errors).toMatchObject({
      email: CHECKOUT_TEXT.emailRequired,
      fulfillmentType: CHECKOUT_TEXT.fulfillmentRequired,
    });
    expect(api.seen).toHaveLength(0);
    act(() => hook.result.current.setEmail('a@b.co'));
    expect(hook.result.current.errors.email).toBeUndefined();
  });
});
