import { createHmac, timingSafeEqual } from 'node:crypto';
import { INVOICE_HOLD, INVOICE_PAYMENT_DAYS, type PaymentDetails } from '@vernissage/contract';
import { toCents } from '../../../platform/money.ts';
import { installmentsApply } from '../../invoices/index.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The address as the caps count it: lowercased, and without a `+tag` in the local part, because
 * `ann+1@`, `ann+2@`... reach one mailbox at most providers. Dots are kept: only some providers
 * ignore them, and merging them would join other people's mailboxes elsewhere.
 */
export function emailKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${lower.slice(at)}`;
}

/** When an unconfirmed order placed at `placedAt` lets its works go. */
export const unconfirmedUntil = (placedAt: Date): Date =>
  new Date(placedAt.getTime() + INVOICE_HOLD.unconfirmedMinutes * MINUTE_MS);

/**
 * How long a confirmed order holds its works: until its payment due date, but at most
 * INVOICE_HOLD.confirmedMaxDays from the confirmation unless a payment arrives (decision 052).
 */
export const confirmedUntil = (dueAt: Date, confirmedAt: Date): Date =>
  new Date(Math.min(dueAt.getTime(), confirmedAt.getTime() + INVOICE_HOLD.confirmedMaxDays * DAY_MS));

/**
 * The first payment due date of an invoice order: the first installment's when the payment details
 * split this total into installments, otherwise the invoice's own (30 days after it was issued).
 * A hold lasts until then once a payment arrives; an order with any payment recorded is never
 * released by it.
 */
export function paymentDueAt(totalCents: number, issuedAt: Date, bank: PaymentDetails | null): Date {
  const terms = bank && {
    enabled: bank.installmentEnabled,
    thresholdCents: toCents(bank.installmentThreshold),
    count: bank.installmentCount,
    periodDays: bank.installmentPeriod,
  };
  const days = terms && installmentsApply(totalCents, terms) ? terms.periodDays : INVOICE_PAYMENT_DAYS;
  return new Date(issuedAt.getTime() + days * DAY_MS);
}

/** The signing key of confirmation links, derived from the server secret for this one use. */
export const confirmKey = (serverSecret: string): Buffer =>
  createHmac('sha256', serverSecret).update('vernissage order confirmation v1').digest();

const signatureOf = (key: Buffer, orderId: string) =>
  createHmac('sha256', key).update(`confirm:${orderId}`).digest().subarray(0, 18).toString('base64url');

/** The token of an order's confirmation link: its id and a signature nobody without the key can make. */
export const confirmToken = (key: Buffer, orderId: string): string => `${orderId}.${signatureOf(key, orderId)}`;

/** The order id a token was made for, or undefined when the signature does not match. */
export function orderIdOfToken(key: Buffer, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const orderId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(key, orderId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : undefined;
}

/** The storefront page a confirmation link opens. */
export const confirmUrl = (publicUrl: string, token: string): string => `${publicUrl}/orders/confirm/${token}`;
