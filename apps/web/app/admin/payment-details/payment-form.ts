import { PAYMENT_DETAILS_DEFAULTS, type PaymentDetails } from '@vernissage/contract';

/** The payment details form: every number as the text typed. */
export type PaymentFormValues = {
  bankName: string;
  accountName: string;
  accountNumber: string;
  routingNumber: string;
  swiftCode: string;
  iban: string;
  bankNotificationEmail: string;
  paymentInstructions: string;
  paymentTerms: string;
  installmentEnabled: boolean;
  installmentThreshold: string;
  installmentPeriod: string;
  installmentCount: string;
};

/** The stored details, or (not configured yet) the defaults: installments on, $100, 30 days, 10 payments. */
export function paymentFormValues(details: PaymentDetails | null): PaymentFormValues {
  const d = details ?? PAYMENT_DETAILS_DEFAULTS;
  return {
    bankName: details?.bankName ?? '',
    accountName: details?.accountName ?? '',
    accountNumber: details?.accountNumber ?? '',
    routingNumber: details?.routingNumber ?? '',
    swiftCode: details?.swiftCode ?? '',
    iban: details?.iban ?? '',
    bankNotificationEmail: details?.bankNotificationEmail ?? '',
    paymentInstructions: d.paymentInstructions,
    paymentTerms: d.paymentTerms,
    installmentEnabled: d.installmentEnabled,
    installmentThreshold: String(d.installmentThreshold),
    installmentPeriod: String(d.installmentPeriod),
    installmentCount: String(d.installmentCount),
  };
}
