import { describe, expect, it } from 'vitest';
import { addItem } from './cart.ts';
import { invoiceRequestHref } from './checkout-mail.ts';

describe('invoiceRequestHref', () => {
  it('lists the pieces that can be bought, with the total, in an e-mail to the gallery', () => {
    const format = { id: 'f1', name: 'Canvas', price: 1200, available: true };
    const artwork = {
      id: 'a1',
      title: 'Harmattan',
      artist: { id: 'p', name: 'Amara' },
      pictures: [],
      availability: 'available' as const,
      formats: [format],
    };
    const href = invoiceRequestHref('hello@shop.test', addItem([], artwork, format, 2));
    expect(href.startsWith('mailto:hello@shop.test?subject=Invoice%20request%3A%20Harmattan&body=')).toBe(true);
    const body = decodeURIComponent(href.split('body=')[1] ?? '');
    expect(body).toContain('- Harmattan by Amara (Canvas) x 2: $2,400');
    expect(body).toContain('Total: $2,400');
  });
});
