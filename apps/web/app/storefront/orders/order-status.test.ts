import type { CustomerOrder } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { destinationText, orderStatusText, paymentStatusText } from './order-status.ts';

const name = (code: string) => ({ KE: 'Kenya' })[code] ?? code;

describe('order status and payment status', () => {
  it("shows the order's status, completed when it has none", () => {
    expect(orderStatusText('pending')).toBe('Pending');
    expect(orderStatusText('processing')).toBe('Processing');
    expect(orderStatusText('shipped')).toBe('Shipped');
    expect(orderStatusText('cancelled')).toBe('Cancelled');
    expect(orderStatusText('')).toBe('Completed');
    expect(orderStatusText(undefined)).toBe('Completed');
  });

  it('shows the payment status beside it', () => {
    expect(paymentStatusText({ status: 'pending', paymentStatus: 'pending' })).toBe('Awaiting payment');
    expect(paymentStatusText({ status: 'processing', paymentStatus: 'completed' })).toBe('Paid');
    expect(paymentStatusText({ status: 'pending', paymentStatus: 'partial' })).toBe('Partly paid');
    expect(paymentStatusText({ status: 'cancelled', paymentStatus: 'pending' })).toBe('Not paid');
  });
});

describe('destinationText', () => {
  const base: Pick<CustomerOrder, 'fulfillmentType' | 'shippingAddress' | 'deliveryAddress'> = {
    fulfillmentType: 'shipping',
    shippingAddress: null,
    deliveryAddress: null,
  };

  it("reads a card order's delivery address instead of calling it storage", () => {
    expect(destinationText({ ...base, deliveryAddress: '14 Riverside Drive, Nairobi' }, name)).toBe(
      'Ships to 14 Riverside Drive, Nairobi',
    );
  });

  it('names the shipping address of an invoice order, and storage only for a storage order', () => {
    const shippingAddress = {
      fullName: 'Wanjiru Kamau',
      phoneNumber: '+254 712 345 678',
      streetAddress: '14 Riverside Drive',
      city: 'Nairobi',
      stateProvince: 'Nairobi County',
      postalCode: '00100',
      country: 'KE',
    };
    expect(destinationText({ ...base, shippingAddress }, name)).toBe(
      'Ships to Wanjiru Kamau, 14 Riverside Drive, Nairobi, Kenya',
    );
    expect(destinationText({ ...base, fulfillmentType: 'storage' }, name)).toBe('Kept in the gallery’s storage');
    expect(destinationText(base, name)).toBe('Ships to the address given at checkout');
  });
});
