import { SHIPPING_TEXT, taxLineLabel } from '@vernissage/contract';
import { useCurrency } from '../../lib/currency.tsx';
import { formatAmount } from '../../lib/format-price.ts';
import { useShopInfo } from '../../lib/use-shop-info.ts';
import type { SaleCostsState } from './use-sale-costs.ts';

type Props = {
  /** The lines' total as the cart shows it, until the server's figures arrive. */
  subtotal: number;
  costs: SaleCostsState;
  storage: boolean;
};

/**
 * Subtotal, shipping, the tax line and the total, as the server computes them for the chosen
 * destination (gallery.md §6): 'Free' only while it is, 'To be quoted' with when to expect the quote,
 * the tax with its label and rate (or as included in the prices).
 */
export function CostLines({ subtotal, costs, storage }: Props) {
  const { shipsFree } = useShopInfo();
  const shopCurrency = useCurrency();
  const ready = costs.kind === 'ready' ? costs.costs : null;
  // An order placed earlier keeps the currency it was sold in.
  const money = (amount: number) => formatAmount(amount, ready?.currency ?? shopCurrency);
  const shipping = storage
    ? 'None: kept in storage'
    : ready
      ? ready.shipping === null
        ? SHIPPING_TEXT.toBeQuoted
        : ready.shipping === 0
          ? SHIPPING_TEXT.free
          : money(ready.shipping)
      : shipsFree
        ? SHIPPING_TEXT.free
        : costs.kind === 'loading'
          ? 'Calculating...'
          : 'Calculated from your country';
  const tax = ready?.taxLine ? taxLineLabel(ready.taxLine.label, ready.taxLine.rate) : null;
  return (
    <>
      <dl className="mt-6 grid gap-2 border-t border-line pt-4 text-[0.9375rem]" aria-live="polite">
        {ready && (ready.shipping !== 0 || ready.taxLine) && (
          <div className="flex justify-between">
            <dt className="text-muted">Subtotal</dt>
            <dd>{money(ready.subtotal)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-muted">Shipping</dt>
          <dd>{shipping}</dd>
        </div>
        {ready && tax && (
          <div className="flex justify-between">
            <dt className="text-muted">{ready.pricesIncludeTax ? `Includes ${tax}` : tax}</dt>
            <dd>{money(ready.tax)}</dd>
          </div>
        )}
        <div className="flex justify-between font-semibold">
          <dt>Total</dt>
          <dd>{money(ready ? ready.total : subtotal)}</dd>
        </div>
      </dl>
      {ready?.shipping === null && (
        <p className="mt-3 text-[0.8125rem] leading-relaxed text-muted">{SHIPPING_TEXT.quotedNote}</p>
      )}
      {costs.kind === 'error' && (
        <p role="alert" className="mt-3 text-[0.8125rem] text-error">
          {costs.message}
        </p>
      )}
    </>
  );
}
