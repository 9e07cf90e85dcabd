import { TEST_SHOP_NOTICE } from '@vernissage/contract';
import { useCardPayments } from '../../lib/use-card-payments.ts';

/** On every page of a shop whose card payments go to the sandbox: nothing bought here is real. */
export function TestShopNotice() {
  if (useCardPayments() !== 'sandbox') return null;
  return (
    <section
      aria-label="Test shop"
      className="border-b border-line bg-mat px-4 py-2 print:hidden text-center text-[0.8125rem] text-ink-soft"
    >
      <strong className="label-caps mr-2 text-accent">Test shop</strong>
      {TEST_SHOP_NOTICE}
    </section>
  );
}
