import { InfoModal } from './info-modal.tsx';
import { shippingReturnsSections } from './shipping-returns-sections.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The 'Shipping & Returns' dialog: the same sections as /shipping-returns. Lazy-load it where used. */
export default function ShippingReturnsModal(props: Props) {
  return (
    <InfoModal {...props} title="Shipping & Returns" path="/shipping-returns" sections={shippingReturnsSections} />
  );
}
