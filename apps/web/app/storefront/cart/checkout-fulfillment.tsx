import { type FulfillmentType, type StoragePolicy, storageFeeSentence } from '@vernissage/contract';
import { useMoney } from '../../lib/currency.tsx';
import { useShopInfo } from '../../lib/use-shop-info.ts';

type Props = {
  name: string;
  value: FulfillmentType | '';
  error: string | undefined;
  storage: StoragePolicy;
  onChange: (value: FulfillmentType) => void;
};

const optionClass =
  'flex cursor-pointer gap-3 border border-line bg-white px-4 py-4 transition-colors duration-200 hover:border-ink has-[:checked]:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink';

/** Shipping, or storage in the gallery's facility with its fee explained. */
export function CheckoutFulfillment({ name, value, error, storage, onChange }: Props) {
  const { formatPrice } = useMoney();
  const { shipsFree } = useShopInfo();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="label-caps mb-3 text-ink-soft">Fulfilment</legend>
      <div className="grid gap-3">
        <label className={optionClass}>
          <input
            type="radio"
            name="fulfillmentType"
            value="shipping"
            checked={value === 'shipping'}
            onChange={() => onChange('shipping')}
            className="mt-1 accent-ink"
          />
          <span>
            <span className="block font-medium">Ship it to me</span>
            <span className="block text-[0.875rem] text-muted">
              {shipsFree ? 'Insured, packed by art handlers, free worldwide.' : 'Insured, packed by art handlers.'}
            </span>
          </span>
        </label>
        <label className={optionClass}>
          <input
            type="radio"
            name="fulfillmentType"
            value="storage"
            checked={value === 'storage'}
            onChange={() => onChange('storage')}
            className="mt-1 accent-ink"
          />
          <span>
            <span className="block font-medium">Keep it in storage in {storage.country}</span>
            <span className="block text-[0.875rem] text-muted">
              Our climate-controlled facility with 24/7 security.{' '}
              {storageFeeSentence(formatPrice(storage.monthlyFee), storage.firstMonthFree)}
            </span>
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-[0.8125rem] text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
