/**
 * The sandbox decides a payment by Stripe's documented test card numbers, with Stripe's messages,
 * so the whole checkout can be tried (and tested) without a network or a real card.
 */
export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };
export type CardOutcome = { ok: true } | { ok: false; message: string };

export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

export function sandboxCardOutcome(card: CardInput, now: Date): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { ok: false, message: 'Your card number is invalid.' };
  const endOfMonth = Date.UTC(card.expYear, card.expMonth, 1);
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || endOfMonth <= now.getTime()) {
    return { ok: false, message: 'Your card has expired.' };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, message: "Your card's security code is invalid." };
  if (number === SANDBOX_CARDS.succeeds) return { ok: true };
  if (number === SANDBOX_CARDS.insufficientFunds) return { ok: false, message: 'Your card has insufficient funds.' };
  return { ok: false, message: 'Your card was declined.' };
}
