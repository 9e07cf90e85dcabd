import {
  addressLines,
  countryName,
  deliveryEstimate,
  INVOICE_PAYMENT_DAYS,
  isDomestic,
  type PaymentDetails,
  returnsSummary,
  shipsFree,
} from '@vernissage/contract';
import { toCents, toDollars } from '../../../platform/money.ts';
import type { InvoiceDocument } from '../../invoices/index.ts';
import { installmentsApply, splitInstallments } from '../../invoices/index.ts';
import type { ShopSettings } from '../../settings/index.ts';
import { editionTextOf } from '../core/order-edition.ts';
import type { OrderItemRow, OrderRow } from '../core/order-rows.ts';
import { costsOfOrder } from '../core/sale-costs.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function shipTo(order: OrderRow): string[] {
  if (order.ship_full_name === null) return order.delivery_address ? [order.delivery_address] : [];
  const place = [order.ship_city, [order.ship_state, order.ship_postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = order.ship_country ? countryName(order.ship_country) : '';
  return [order.ship_full_name, order.ship_street ?? '', place, country, order.ship_phone ?? ''].filter(Boolean);
}

/** What the invoice says of a shipped order's shipping: free only while the shop ships everything free. */
function shippingNote(shippingCents: number | null, shop: ShopSettings): string {
  if (shippingCents === null) return 'Shipping is quoted by the gallery; a revised invoice follows.';
  if (shippingCents > 0) return 'Insured shipping, packed by art handlers.';
  const rates = shop.shippingRates.map((r) => ({ ...r, amount: toDollars(r.amountCents) }));
  return shipsFree(rates, shop.shippingZones) ? 'Shipping is free worldwide.' : 'Shipping is free for this order.';
}

/** The invoice of an order as it was sold, with today's shop details and bank details. */
export function invoiceOfOrder(
  order: OrderRow,
  items: OrderItemRow[],
  shop: ShopSettings,
  bank: PaymentDetails | null,
): InvoiceDocument {
  const issuedAt = new Date(order.created_at);
  const paid = order.payment_method === 'card' && order.payment_status === 'completed';
  const a = shop.address;
  const terms = bank && {
    enabled: bank.installmentEnabled,
    thresholdCents: toCents(bank.installmentThreshold),
    count: bank.installmentCount,
    periodDays: bank.installmentPeriod,
  };
  const domestic = order.ship_country !== null && isDomestic(order.ship_country, a.country);
  const costs = costsOfOrder(order);
  return {
    shop: {
      name: shop.shopName,
      email: shop.contactEmail,
      phone: shop.phone,
      addressLines: addressLines(a),
    },
    returns: returnsSummary(shop.returnPolicy),
    number: order.invoice_number ?? order.id,
    issuedAt,
    dueAt: new Date(issuedAt.getTime() + INVOICE_PAYMENT_DAYS * DAY_MS),
    paid,
    testPayment: order.test_payment === 1,
    billTo: { email: order.email, lines: shipTo(order) },
    fulfillment:
      order.fulfillment_type === 'storage'
        ? {
            kind: 'storage',
            country: shop.storage.country,
            monthlyFeeCents: order.storage_monthly_fee_cents ?? shop.storage.monthlyFeeCents,
            firstMonthFree: order.storage_first_month_free === 1,
          }
        : {
            kind: 'shipping',
            estimate: deliveryEstimate(shop.shippingPolicy, domestic),
            note: shippingNote(costs.shippingCents, shop),
          },
    lines: items.map((i) => ({
      title: i.title,
      artist: i.artist_name,
      format: i.format_name,
      edition: editionTextOf(i),
      quantity: i.quantity,
      unitCents: i.unit_price_cents,
    })),
    currency: costs.currency,
    subtotalCents: costs.subtotalCents,
    shippingCents: costs.shippingCents,
    taxCents: costs.taxCents,
    tax: costs.tax,
    pricesIncludeTax: costs.pricesIncludeTax,
    totalCents: costs.totalCents,
    bank: bank && {
      bankName: bank.bankName,
      accountName: bank.accountName,
      accountNumber: bank.accountNumber,
      routingNumber: bank.routingNumber,
      swiftCode: bank.swiftCode,
      iban: bank.iban,
      instructions: bank.paymentInstructions,
      terms: bank.paymentTerms,
    },
    installments:
      !paid && terms && installmentsApply(order.total_cents, terms)
        ? splitInstallments(order.total_cents, terms.count, terms.periodDays, issuedAt)
        : null,
  };
}
