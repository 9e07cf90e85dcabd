import type { FulfillmentType, ShippingAddress } from '@vernissage/contract';

/** The address as typed: every field text until the contract checks it. */
export type AddressValues = Record<keyof ShippingAddress, string>;

import { type CartItem, isBuyable } from './cart.ts';

export type CheckoutValues = {
  email: string;
  fulfillmentType: FulfillmentType | '';
  address: AddressValues;
};

export const emptyAddress: AddressValues = {
  fullName: '',
  phoneNumber: '',
  streetAddress: '',
  city: '',
  stateProvince: '',
  postalCode: '',
  country: '',
};

/**
 * The invoice request for the buyable lines: ids, quantities and the prices the buyer saw (the
 * server prices every line itself and says when its prices differ). The address goes only with
 * shipping.
 */
export function invoiceRequestOf(values: CheckoutValues, items: readonly CartItem[], acceptedTotal?: number): unknown {
  return {
    email: values.email,
    fulfillmentType: values.fulfillmentType || undefined,
    cart: items.filter(isBuyable).map((i) => ({
      artwork: { _id: i.artwork.id, title: i.artwork.title },
      format: { id: i.format.id, price: i.format.price },
      quantity: i.quantity,
    })),
    shippingAddress: values.fulfillmentType === 'shipping' ? values.address : undefined,
    ...(acceptedTotal === undefined ? {} : { acceptedTotal }),
  };
}

export type FieldErrors = Partial<Record<'email' | 'fulfillmentType' | keyof ShippingAddress | 'cart', string>>;

/** The first message per field from the contract's own checks, so the form and the server agree. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path.at(-1) ?? '') as keyof FieldErrors;
    const field = issue.path[0] === 'cart' ? 'cart' : key;
    errors[field] ??= issue.message;
  }
  return errors;
}
