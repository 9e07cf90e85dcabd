import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '../../../test/invoice-fixtures.ts';
import { textOf } from '../../../test/pdf-text.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

describe('invoice PDF', () => {
  it('shows the number, dates, buyer, lines, totals, bank details and an installment plan that adds up', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'INV-2026-000123',
      'March 14, 2026',
      'April 13, 2026',
      'Wanjiru Kamau',
      'Harmattan',
      'Amara Okafor · Giclée print',
      '$4,200.00',
      '$701.00',
      '$4,901.00',
      'First Gallery Bank',
      '000123456789',
      'FGBKUS33',
      'Or pay in 3 installments',
      '$1,633.67',
      '$1,633.66',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IBAN');
  });

  it('explains storage terms, and marks a card order paid without bank details', async () => {
    const pdf = await renderInvoicePdf({
      ...sampleInvoice,
      paid: true,
      fulfillment: { kind: 'storage', country: 'Kenya', monthlyFeeCents: 150_000, firstMonthFree: true },
      installments: null,
    });
    const { text } = await textOf(pdf);
    expect(text).toContain('Invoice — Paid');
    expect(text).toMatch(/storage\s+in\s+Kenya/);
    expect(text).toMatch(
      /first\s+month\s+is\s+free;\s+from\s+the\s+second\s+month\s+storage\s+costs\s+\$1,500\.00\s+per\s+month/,
    );
    expect(text).toContain('Total paid');
    expect(text).not.toContain('000123456789');
  });

  it('carries a long order onto further pages with the column heads repeated on each', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      title: `Study No. ${i + 1}`,
      artist: 'Kenji Mori',
      format: 'Original',
      edition: 'Unique work',
      quantity: 1,
      unitCents: 10_000,
    }));
    const pdf = await renderInvoicePdf({
      ...sampleInvoice,
      lines,
      subtotalCents: 300_000,
      totalCents: 300_000,
      installments: null,
    });
    const { text, pages } = await textOf(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Study No. 30');
    const withLines = text.split(/-- \d+ of \d+ --/).filter((page) => page.includes('Study No.'));
    expect(withLines.length).toBeGreaterThan(1);
    for (const page of withLines) expect(page).toContain('ARTWORK');
  });
});
