import { telHref } from '../../lib/shop-info.ts';
import { PostalLines } from '../shell/postal-lines.tsx';
import { ContactForm } from './contact-form.tsx';

type Details = {
  contactEmail: string;
  phone: string;
  address: { line1: string; city: string; region: string; postalCode: string; country: string };
};

/** /contact: how to reach the gallery, and the same form as the Contact Us dialog. */
export function ContactPage({ details }: { details: Details }) {
  const { contactEmail, phone, address } = details;
  return (
    <section aria-labelledby="contact-heading" className="page-frame py-14 sm:py-20">
      <div className="grid gap-14 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-24">
        <div>
          <p className="label-caps text-muted">Get in touch</p>
          <h1 id="contact-heading" className="mt-4 text-[clamp(2.5rem,7vw,4rem)] font-light">
            Contact Us
          </h1>
          <p className="mt-6 max-w-md text-[1.0625rem] leading-relaxed text-ink-soft">
            Ask about a work, a commission, shipping or a visit. We answer within one business day.
          </p>
          <dl className="mt-10 grid gap-6 text-[0.9375rem]">
            <div>
              <dt className="label-caps text-muted">Email</dt>
              <dd className="mt-1">
                <a href={`mailto:${contactEmail}`} className="link-quiet">
                  {contactEmail}
                </a>
              </dd>
            </div>
            {phone && (
              <div>
                <dt className="label-caps text-muted">Phone</dt>
                <dd className="mt-1 tabular-nums">
                  <a href={telHref(phone)} className="link-quiet">
                    {phone}
                  </a>
                </dd>
              </div>
            )}
            <div>
              <dt className="label-caps text-muted">Gallery</dt>
              <dd className="mt-1 leading-relaxed">
                <PostalLines address={address} />
              </dd>
            </div>
          </dl>
        </div>
        <div className="lg:pt-4">
          <h2 className="sr-only">Send us a message</h2>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
