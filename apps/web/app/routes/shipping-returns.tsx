import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ContactButton } from '../storefront/contact/contact-button.tsx';
import { InfoPage } from '../storefront/info-pages/info-layout.tsx';
import { infoMeta, loadInfo } from '../storefront/info-pages/load-info.ts';
import { shippingReturnsSections } from '../storefront/info-pages/shipping-returns-sections.tsx';
import type { Route } from './+types/shipping-returns';

export const loader = ({ context }: Route.LoaderArgs) => loadInfo(context);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  infoMeta(loaderData, {
    title: 'Shipping & Returns',
    description:
      'Free insured shipping worldwide, delivery times, storage, returns and refunds for every work we sell.',
    path: '/shipping-returns',
  });

export default function ShippingReturns({ loaderData }: Route.ComponentProps) {
  const { settings, updated } = loaderData;
  return (
    <InfoPage
      eyebrow="Help"
      title="Shipping & Returns"
      updated={updated}
      intro={<p>Every work travels insured, packed by art handlers, at no cost to you, wherever you are.</p>}
      sections={shippingReturnsSections(settings)}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-6">
          <Link to="/" className="inline-flex min-h-11 items-center gap-2 text-[0.9375rem] font-medium link-quiet">
            <ArrowLeft aria-hidden className="size-4" strokeWidth={1.5} />
            Back to Home
          </Link>
          <p className="flex flex-wrap items-center gap-4 text-[0.9375rem] text-muted">
            Still have a question?
            <ContactButton className="inline-flex min-h-11 items-center border border-ink px-5 text-[0.75rem] font-semibold tracking-[0.14em] text-ink uppercase transition-colors duration-200 hover:bg-ink hover:text-paper" />
          </p>
        </div>
      }
    />
  );
}
