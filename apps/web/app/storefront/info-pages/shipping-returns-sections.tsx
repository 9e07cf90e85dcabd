import type { InfoSection } from './info-layout.tsx';
import {
  deliveryTimes,
  type PolicySettings,
  processingTime,
  refundTiming,
  returnShipping,
  returnWindow,
  shippingCost,
  storageTerms,
} from './policy-text.ts';

/** Shipping, storage, returns and refunds: all from the one shipping and return policy. */
export function shippingReturnsSections(s: PolicySettings): InfoSection[] {
  const mail = <a href={`mailto:${s.contactEmail}`}>{s.contactEmail}</a>;
  return [
    {
      id: 'shipping',
      title: 'Shipping',
      body: (
        <>
          <p>
            <strong>{shippingCost(s)}</strong> {processingTime(s)} {deliveryTimes(s)}
          </p>
          <p>
            Every work is packed by art handlers (wrapped, corner-protected and crated where needed), insured for its
            full value and sent with tracking. We e-mail you the tracking number when it leaves.
          </p>
          <p>International buyers pay any import duties or taxes their country charges on arrival.</p>
        </>
      ),
    },
    {
      id: 'storage',
      title: 'Storage instead of shipping',
      body: <p>{storageTerms(s)}</p>,
    },
    {
      id: 'returns',
      title: 'Returns',
      body: (
        <>
          <p>
            {returnWindow(s)} {returnShipping(s)}
          </p>
          <p>
            To start a return, write to {mail} with your order number. Please repack the work in its original packaging;
            it must come back in the condition it was delivered in.
          </p>
        </>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds and exchanges',
      body: (
        <p>
          {refundTiming(s)} If you would rather have another format or another work, we can exchange it within the same
          window.
        </p>
      ),
    },
    {
      id: 'damage',
      title: 'If a work arrives damaged',
      body: (
        <p>
          Photograph the packaging and the work and write to {mail} within 48 hours of delivery. We arrange the
          collection at our cost and repair, replace or refund it in full.
        </p>
      ),
    },
  ];
}
