import type { PaymentDetails } from '@vernissage/contract';
import type { MailMessage } from '../../platform/mail/mailer.ts';

type Field = Exclude<keyof PaymentDetails, '_id' | 'updatedAt'>;
const FIELDS: Field[] = [
  'bankName',
  'accountName',
  'accountNumber',
  'routingNumber',
  'swiftCode',
  'iban',
  'bankNotificationEmail',
  'paymentInstructions',
  'paymentTerms',
  'installmentEnabled',
  'installmentThreshold',
  'installmentPeriod',
  'installmentCount',
];
/** Account numbers are shown by their last four characters only, even to the admins. */
const MASKED = new Set<Field>(['accountNumber', 'iban']);

function maskAccount(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (compact === '') return '(empty)';
  return compact.length <= 4 ? '•'.repeat(compact.length) : `•••• ${compact.slice(-4)}`;
}

const shown = (field: Field, value: PaymentDetails[Field] | undefined): string => {
  if (value === undefined) return '(not set)';
  if (MASKED.has(field)) return maskAccount(String(value));
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text === '' ? '(empty)' : text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** Each changed field as `name: old → new`; every field of a first record. */
export function changedFields(before: PaymentDetails | null, after: PaymentDetails): string[] {
  return FIELDS.filter((f) => before === null || before[f] !== after[f]).map(
    (f) => `${f}: ${shown(f, before?.[f])} → ${shown(f, after[f])}`,
  );
}

/** The notice every admin gets when the bank details printed on invoices change. */
export function paymentDetailsChangedMail(
  to: string,
  change: { actor: string; at: string; lines: string[]; adminUrl: string },
): MailMessage {
  return {
    to,
    subject: 'Payment details changed: check the bank account on your invoices',
    text: [
      `${change.actor} changed the gallery's payment details at ${change.at}:`,
      '',
      ...change.lines.map((l) => `- ${l}`),
      '',
      'These details are printed on every invoice. If you did not expect this change, sign in, correct',
      `them and change your password at once: ${change.adminUrl}`,
    ].join('\n'),
  };
}
