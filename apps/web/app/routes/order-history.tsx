import { infoMeta, loadInfo } from '../storefront/info-pages/load-info.ts';
import { OrderHelp } from '../storefront/orders/order-help.tsx';
import type { Route } from './+types/order-history';

export const loader = ({ context }: Route.LoaderArgs) => loadInfo(context);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  infoMeta(loaderData, {
    title: 'Order History',
    description: 'Find your orders with a code sent to your e-mail, or reach the gallery about one.',
    path: '/order-history',
  });

export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  return <OrderHelp settings={loaderData.settings} />;
}
