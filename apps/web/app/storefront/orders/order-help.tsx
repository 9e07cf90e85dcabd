import { ArrowLeft, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { telHref } from '../../lib/shop-info.ts';
import { ContactButton } from '../contact/contact-button.tsx';
import { ContactLines } from '../info-pages/contact-lines.tsx';
import type { PolicySettings } from '../info-pages/policy-text.ts';
import { OrderLookup } from './order-lookup.tsx';

/**
 * Order History: find your orders by a code sent to your e-mail, and how to reach the gallery
 * about one, with the details that let it find the order at once.
 */
export function OrderHelp({ settings }: { settings: PolicySettings }) {
  const { contactEmail, phone } = settings;
  return (
    <article className="page-frame py-14 sm:py-20">
      <header className="max-w-3xl border-b border-line pb-10">
        <p className="label-caps text-muted">Your orders</p>
        <h1 className="mt-4 text-[clamp(2.5rem,7vw,4rem)] font-light">Order History</h1>
        <p className="mt-6 max-w-2xl text-[1.0625rem] leading-[1.75] text-ink-soft">
          Looking for a work you bought, an invoice or a delivery date? Find your orders with the e-mail address you
          ordered with, or write to us and we will answer personally, usually within one business day.
        </p>
      </header>
      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-20">
        <section aria-labelledby="order-lookup-heading" className="max-w-2xl">
          <h2 id="order-lookup-heading" className="mb-6 text-[1.5rem] sm:text-[1.75rem]">
            Find your orders
          </h2>
          <OrderLookup />
          <h3 className="mt-12 mb-3 text-[1.125rem]">Writing to us about an order?</h3>
          <ul className="list-disc pl-5 text-[1rem] leading-[1.75] text-ink-soft [&_li]:mt-2">
            <li>The e-mail address you ordered with.</li>
            <li>The invoice number from your invoice e-mail (it begins with INV-).</li>
            <li>The title of the work, if you have it to hand.</li>
          </ul>
          <p className="mt-4 text-[1rem] leading-[1.75] text-ink-soft">
            For your privacy we only discuss an order with the address that placed it.
          </p>
        </section>
        <aside aria-labelledby="order-help-contact" className="border border-line bg-mat px-6 py-8 sm:px-8">
          <h2 id="order-help-contact" className="label-caps text-muted">
            Reach the gallery
          </h2>
          <div className="mt-5 text-[1rem] leading-[1.75] text-ink-soft [&_a]:font-medium [&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4">
            <ContactLines settings={settings} />
          </div>
          <div className="mt-8 grid gap-3">
            <a
              href={`mailto:${contactEmail}?subject=${encodeURIComponent('About my order')}`}
              className="inline-flex min-h-11 items-center justify-center gap-2 bg-ink px-5 text-[0.75rem] font-semibold tracking-[0.14em] text-paper uppercase transition-colors duration-200 hover:bg-accent"
            >
              <Mail aria-hidden className="size-4" strokeWidth={1.5} />
              E-mail us
            </a>
            {phone && (
              <a
                href={telHref(phone)}
                className="inline-flex min-h-11 items-center justify-center gap-2 border border-ink px-5 text-[0.75rem] font-semibold tracking-[0.14em] text-ink uppercase transition-colors duration-200 hover:bg-ink hover:text-paper"
              >
                <Phone aria-hidden className="size-4" strokeWidth={1.5} />
                Call {phone}
              </a>
            )}
            <ContactButton className="inline-flex min-h-11 items-center justify-center px-5 text-[0.875rem] font-medium link-quiet" />
          </div>
        </aside>
      </div>
      <div className="mt-16 border-t border-line pt-10">
        <Link to="/" className="inline-flex min-h-11 items-center gap-2 text-[0.9375rem] font-medium link-quiet">
          <ArrowLeft aria-hidden className="size-4" strokeWidth={1.5} />
          Back to Home
        </Link>
      </div>
    </article>
  );
}
