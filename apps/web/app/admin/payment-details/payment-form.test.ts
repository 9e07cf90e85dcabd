import { paymentDetailsBody } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { paymentFormValues } from './payment-form.ts';

describe('the payment details form', () => {
  it('starts from the defaults when nothing is configured', () => {
    expect(paymentFormValues(null)).toMatchObject({
      installmentEnabled: true,
      installmentThreshold: '100',
      installmentPeriod: '30',
      installmentCount: '10',
    });
    expect(paymentFormValues(null).paymentTerms).toMatch(/30 days/);
  });

  it('names each missing bank field', () => {
    const result = paymentDetailsBody.safeParse(paymentFormValues(null));
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Bank name is required',
      'Account name is required',
      'Account number is required',
      'Routing number is required',
    ]);
  });

  it('keeps the installment limits: period 1-365, count 2-24', () => {
    const filled = {
      ...paymentFormValues(null),
      bankName: 'B',
      accountName: 'A',
      accountNumber: '1',
      routingNumber: '2',
    };
    expect(paymentDetailsBody.safeParse(filled).success).toBe(true);
    expect(paymentDetailsBody.safeParse({ ...filled, installmentPeriod: '366' }).success).toBe(false);
    expect(paymentDetailsBody.safeParse({ ...filled, installmentCount: '1' }).success).toBe(false);
  });
});
