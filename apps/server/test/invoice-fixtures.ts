import { type InvoiceDocument, splitInstallments } from '../src/modules/invoices/index.ts';

const issuedAt = new Date('2026-03-14T10:00:00Z');
/** An invoice with every part filled in: two lines, bank details, an installment schedule. */
export const sampleInvoice: InvoiceDocument = {
  shop: {
    name: 'Vernissage',
    email: 'hello@vernissage.gallery',
    phone: '+1 (212) 555-0143',
    addressLines: ['55 Studio Lane', 'New York, NY 10001', 'United States'],
  },
  returns: 'Returns: within 14 days of delivery for a full refund; you pay the return shipping.',
  number: 'INV-2026-000123',
  issuedAt,
  dueAt: new Date('2026-04-13T10:00:00Z'),
  paid: false,
  billTo: {
    email: 'wanjiru@example.com',
    lines: ['Wanjiru Kamau', '14 Riverside Drive', 'Nairobi, Nairobi County 00100', 'Kenya', '+254 712 345 678'],
  },
  fulfillment: {
    kind: 'shipping',
    estimate: 'Delivery in 5-10 business days within the US, up to 8 weeks internationally.',
    note: 'Shipping is free worldwide.',
  },
  lines: [
    {
      title: 'Harmattan',
      artist: 'Amara Okafor',
      format: 'Original',
      edition: 'Unique work',
      quantity: 1,
      unitCents: 420_000,
    },
    {
      title: 'Lagos at Dusk',
      artist: 'Amara Okafor',
      format: 'Giclée print',
      edition: 'Editions 3, 4/25',
      quantity: 2,
      unitCents: 35_050,
    },
  ],
  currency: 'USD',
  subtotalCents: 490_100,
  shippingCents: 0,
  taxCents: 0,
  tax: null,
  pricesIncludeTax: false,
  totalCents: 490_100,
  bank: {
    bankName: 'First Gallery Bank',
    accountName: 'Vernissage Gallery LLC',
    accountNumber: '000123456789',
    routingNumber: '021000021',
    swiftCode: 'FGBKUS33',
    iban: '',
    instructions: 'Please include the invoice number as the payment reference.',
    terms: 'Payment is due within 30 days of the invoice date.',
  },
  installments: splitInstallments(490_100, 3, 30, issuedAt),
};
