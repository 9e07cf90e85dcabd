import { ConfirmOrder } from '../storefront/orders/confirm-order.tsx';
import type { Route } from './+types/confirm-order';

export const meta = () => [{ title: 'Confirm your order' }, { name: 'robots', content: 'noindex' }];

export default function ConfirmOrderPage({ params }: Route.ComponentProps) {
  return <ConfirmOrder token={params.token.slice(0, 200)} />;
}
