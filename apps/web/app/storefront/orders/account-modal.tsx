import { Link } from 'react-router';
import { Modal } from '../../ui/modal.tsx';
import { OrderLookup } from './order-lookup.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The header's Account dialog: purchases are guest purchases, so "your account" is your orders,
 * found by a one-time code sent to the e-mail they were placed with.
 */
export default function AccountModal({ open, onOpenChange }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Your Orders"
      description="No account needed: we send a one-time code to the e-mail you ordered with."
      size="md"
    >
      <div className="pb-2">
        <OrderLookup networkError="Network error - please check if the backend server is running" />
        <p className="mt-8 border-t border-line pt-5 text-[0.875rem] text-muted">
          A question about an order?{' '}
          <Link to="/order-history" onClick={() => onOpenChange(false)} className="link-quiet text-ink underline">
            Order History and how to reach us
          </Link>
        </p>
      </div>
    </Modal>
  );
}
