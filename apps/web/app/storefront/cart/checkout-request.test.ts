import { invoiceRequest } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.ts';
import { emptyAddress, fieldErrors, invoiceRequestOf } from './checkout-request.ts';

const line = (id: string, price: number, quantity = 1, availability = 'available'): CartItem =>
  ({
    id: `${id}-f`,
    artwork: {
      id,
      title: `Work ${id}`,
      artist: { id: 'a', name: 'A' },
      pictures: [],
      availability,
      limited: false,
      limitedCount: null,
      formats: [],
    },
    format: { id: `${id}-f`, name: 'Original', price, available: true },
    quantity,
  }) as CartItem;

const address = {
  fullName: 'Wanjiru Kamau',
  phoneNumber: '+254 712 345 678',
  streetAddress: '14 Riverside Drive',
  city: 'Nairobi',
  stateProvince: 'Nairobi County',
  postalCode: '00100',
  country: 'KE',
};

describe('the invoice request', () => {
  it('sends ids, quantities and the prices seen, and the address only when shipping', () => {
    const items = [line('1', 4200, 1), line('2', 300, 2), line('3', 900, 1, 'sold')];
    const shipping = invoiceRequestOf({ email: 'a@b.co', fulfillmentType: 'shipping', address }, items);
    expect(invoiceRequest.parse(shipping)).toMatchObject({
      cart: [
        { artwork: { _id: '1' }, format: { id: '1-f', price: 4200 }, quantity: 1 },
        { artwork: { _id: '2' }, format: { id: '2-f', price: 300 }, quantity: 2 },
      ],
      shippingAddress: address,
    });
    const storage = invoiceRequestOf({ email: 'a@b.co', fulfillmentType: 'storage', address }, items, 4800);
    expect(invoiceRequest.parse(storage)).toMatchObject({ shippingAddress: undefined, acceptedTotal: 4800 });
  });

  it("names each field's first problem with the contract's messages", () => {
    const body = invoiceRequestOf({ email: '', fulfillmentType: 'shipping', address: emptyAddress }, [line('1', 10)]);
    const errors = fieldErrors(invoiceRequest.safeParse(body).error?.issues ?? []);
    expect(errors).toMatchObject({
      email: 'Email is required',
      fullName: 'Full name is required',
      phoneNumber: 'Phone number is required',
      streetAddress: 'Street address is required',
      city: 'City is required',
      stateProvince: 'State/Province is required',
      postalCode: 'Postal code is required',
      country: 'Country is required',
    });
    const none = invoiceRequestOf({ email: 'a@b.co', fulfillmentType: '', address: emptyAddress }, [line('1', 10)]);
    expect(fieldErrors(invoiceRequest.safeParse(none).error?.issues ?? [])).toEqual({
      fulfillmentType: 'Please select a fulfillment option',
    });
  });
});
