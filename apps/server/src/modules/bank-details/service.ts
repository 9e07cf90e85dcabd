import {
  PAYMENT_DETAILS_DEFAULTS,
  PAYMENT_DETAILS_NOT_CONFIGURED,
  type PaymentDetails,
  type PaymentDetailsBody,
} from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { toCents, toDollars } from '../../platform/money.ts';
import {
  findPaymentDetailsRow,
  insertPaymentDetailsRow,
  type PaymentDetailsRow,
  updatePaymentDetailsRow,
} from './repo.ts';

export type PaymentDetailsDeps = { db: Db; clock: Clock };

const PAYMENT_DETAILS_EXIST = 'Payment details already exist. Update them instead.';
// One record per shop: a fixed id turns two racing creations into one insert and one conflict.
const RECORD_ID = 'default';

function toPaymentDetails(r: PaymentDetailsRow): PaymentDetails {
  return {
    _id: r.id,
    bankName: r.bank_name,
    accountName: r.account_name,
    accountNumber: r.account_number,
    routingNumber: r.routing_number,
    swiftCode: r.swift_code,
    iban: r.iban,
    bankNotificationEmail: r.bank_notification_email,
    paymentInstructions: r.payment_instructions,
    paymentTerms: r.payment_terms,
    installmentEnabled: r.installment_enabled === 1,
    installmentThreshold: toDollars(r.installment_threshold_cents),
    installmentPeriod: r.installment_period_days,
    installmentCount: r.installment_count,
    updatedAt: r.updated_at,
  };
}

/** The bank details and terms, or null before the admin has set them (invoices read this too). */
export async function getPaymentDetails(deps: Pick<PaymentDetailsDeps, 'db'>): Promise<PaymentDetails | null> {
  const row = await findPaymentDetailsRow(deps.db);
  return row ? toPaymentDetails(row) : null;
}

/** The columns a save writes: the body over the stored record, or over the defaults when creating. */
type Defaultable = Pick<PaymentDetails, keyof typeof PAYMENT_DETAILS_DEFAULTS>;
function columnsOf(body: PaymentDetailsBody, base: Defaultable, now: string) {
  return {
    bank_name: body.bankName,
    account_name: body.accountName,
    account_number: body.accountNumber,
    routing_number: body.routingNumber,
    swift_code: body.swiftCode,
    iban: body.iban,
    bank_notification_email: body.bankNotificationEmail,
    payment_instructions: body.paymentInstructions ?? base.paymentInstructions,
    payment_terms: body.paymentTerms ?? base.paymentTerms,
    installment_enabled: (body.installmentEnabled ?? base.installmentEnabled) ? 1 : 0,
    installment_threshold_cents: toCents(body.installmentThreshold ?? base.installmentThreshold),
    installment_period_days: body.installmentPeriod ?? base.installmentPeriod,
    installment_count: body.installmentCount ?? base.installmentCount,
    updated_at: now,
  };
}

export async function createPaymentDetails(
  deps: PaymentDetailsDeps,
  body: PaymentDetailsBody,
): Promise<PaymentDetails> {
  if (await findPaymentDetailsRow(deps.db)) throw new Conflict(PAYMENT_DETAILS_EXIST);
  try {
    const columns = columnsOf(body, PAYMENT_DETAILS_DEFAULTS, isoNow(deps.clock));
    await insertPaymentDetailsRow(deps.db, { id: RECORD_ID, ...columns });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(PAYMENT_DETAILS_EXIST);
    throw error;
  }
  return stored(deps.db);
}

export async function updatePaymentDetails(
  deps: PaymentDetailsDeps,
  body: PaymentDetailsBody,
): Promise<PaymentDetails> {
  const current = await findPaymentDetailsRow(deps.db);
  if (!current) throw new NotFound(PAYMENT_DETAILS_NOT_CONFIGURED);
  await updatePaymentDetailsRow(deps.db, current.id, columnsOf(body, toPaymentDetails(current), isoNow(deps.clock)));
  return stored(deps.db);
}

async function stored(db: Db): Promise<PaymentDetails> {
  const row = await findPaymentDetailsRow(db);
  if (!row) throw new NotFound(PAYMENT_DETAILS_NOT_CONFIGURED);
  return toPaymentDetails(row);
}
