import { type APIRequestContext, expect } from '@playwright/test';
import type { Artwork } from '@vernissage/contract';
import { invoiceNumberOf } from './e2e-database.ts';
import { allArtworks } from './storefront.ts';

/** A placed order: the storefront's answer, with the invoice number its invoice job gave. */
export type Placed = { orderId: string; invoiceNumber: string; email: string; artwork: Artwork };

type OrderPlan = { email: string; fulfillment: 'shipping' | 'storage'; artwork: Artwork };

const address = {
  fullName: 'Wanjiru Kamau',
  phoneNumber: '+254 712 345 678',
  streetAddress: '14 Riverside Drive',
  city: 'Nairobi',
  stateProvince: 'Nairobi County',
  postalCode: '00100',
  country: 'KE',
};

/** Works a journey may buy one unit of: available, with an available format. */
export async function buyableWorks(request: APIRequestContext): Promise<Artwork[]> {
  return (await allArtworks(request)).filter(
    (a) => a.availability === 'available' && a.formats.some((f) => f.available),
  );
}

/**
 * Places invoice orders through the storefront's own checkout. The checkout allows a client a few
 * requests an hour, so every eight orders come from another address (TRUST_PROXY is on in e2e).
 */
export async function placeOrders(request: APIRequestContext, plans: OrderPlan[], net = 40): Promise<Placed[]> {
  const placed: Placed[] = [];
  for (const [i, plan] of plans.entries()) {
    const format = plan.artwork.formats.find((f) => f.available);
    if (!format) throw new Error(`${plan.artwork.title} has no available format`);
    const response = await request.post('/api/send-invoice', {
      headers: { 'X-Forwarded-For': `198.18.${net}.${10 + Math.floor(i / 8)}` },
      data: {
        email: plan.email,
        fulfillmentType: plan.fulfillment,
        cart: [{ artwork: { id: plan.artwork.id }, format: { id: format.id }, quantity: 1 }],
        ...(plan.fulfillment === 'shipping' ? { shippingAddress: address } : {}),
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { orderId } = (await response.json()) as { orderId: string };
    placed.push({ orderId, invoiceNumber: await invoiceNumberOf(orderId), email: plan.email, artwork: plan.artwork });
  }
  return placed;
}
