import { OrderConfirmation } from '../storefront/orders/order-confirmation.tsx';
import type { Route } from './+types/order-confirmation';

export const meta = () => [{ title: 'Thank you for your order' }, { name: 'robots', content: 'noindex' }];

export default function OrderConfirmationPage({ params }: Route.ComponentProps) {
  return <OrderConfirmation orderId={params.orderId} />;
}
