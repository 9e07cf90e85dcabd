import { pageMeta } from '../lib/seo.ts';
import { shopNameOf } from '../lib/shop-info.ts';
import { CartPage } from '../storefront/cart/cart-page.tsx';
import type { Route } from './+types/cart';

export const loader = ({ context }: Route.LoaderArgs) => ({ publicUrl: context.publicUrl });

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const title = `Your Cart — ${shopName}`;
  if (!loaderData) return [{ title }];
  return [
    ...pageMeta({
      siteName: shopName,
      title,
      description: 'The works in your cart.',
      publicUrl: loaderData.publicUrl,
      path: '/cart',
    }),
    { name: 'robots', content: 'noindex' }, // a visitor's own cart: nothing for search engines
  ];
}

export default function Cart() {
  return <CartPage />;
}
