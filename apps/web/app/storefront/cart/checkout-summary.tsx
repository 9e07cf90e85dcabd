import { storageFeeSentence } from '@vernissage/contract';
import { useMoney } from '../../lib/currency.tsx';
import type { CartItem } from './cart.ts';
import { CostLines } from './cost-lines.tsx';
import type { SaleCostsState } from './use-sale-costs.ts';

type Props = {
  items: CartItem[];
  total: number;
  costs: SaleCostsState;
  storage: { fee: number; country: string; firstMonthFree: boolean } | null;
};

/** What is being bought: each line, shipping and tax to the chosen destination, the total, and the storage terms when chosen. */
export function CheckoutSummary({ items, total, costs, storage }: Props) {
  const { formatPrice, shownPrice } = useMoney();
  return (
    <section aria-labelledby="checkout-summary-heading" className="border border-line bg-mat px-5 py-6 sm:px-6">
      <h3 id="checkout-summary-heading" className="label-caps text-muted">
        Order summary
      </h3>
      <ul className="mt-4 grid gap-4">
        {items.map((i) => (
          <li key={i.id} className="flex items-baseline justify-between gap-4">
            <span className="min-w-0">
              <span className="block font-display text-[1.0625rem] leading-snug">{i.artwork.title}</span>
              <span className="block text-[0.8125rem] text-muted">
                {i.artwork.artist.name} · {i.format.name}
                {i.quantity > 1 ? ` · ${i.quantity} ×` : ''}
              </span>
            </span>
            <span className="shrink-0 text-[0.9375rem]">
              {shownPrice(i.format.price === null ? null : i.format.price * i.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <CostLines subtotal={total} costs={costs} storage={storage !== null} />
      {storage && (
        <p className="mt-4 text-[0.8125rem] leading-relaxed text-muted">
          Storage in {storage.country}, billed monthly from the day you pay.{' '}
          {storageFeeSentence(formatPrice(storage.fee), storage.firstMonthFree)}
        </p>
      )}
    </section>
  );
}
