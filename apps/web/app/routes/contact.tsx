import { pageMeta } from '../lib/seo.ts';
import { shopNameOf } from '../lib/shop-info.ts';
import { ContactPage } from '../storefront/contact/contact-page.tsx';
import type { Route } from './+types/contact';

export async function loader({ context }: Route.LoaderArgs) {
  const { shopName, contactEmail, phone, address } = await context.api.getShopSettings();
  return { details: { shopName, contactEmail, phone, address }, publicUrl: context.publicUrl };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const title = `Contact Us — ${loaderData?.details.shopName ?? shopName}`;
  if (!loaderData) return [{ title }];
  return pageMeta({
    siteName: shopName,
    title,
    description:
      'Write to the gallery about a work, a commission, shipping or a visit. We answer within one business day.',
    publicUrl: loaderData.publicUrl,
    path: '/contact',
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage details={loaderData.details} />;
}
