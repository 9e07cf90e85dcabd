import { countryInSentence } from '@vernissage/contract';
import { Link } from 'react-router';
import { ContactLines } from './contact-lines.tsx';
import type { InfoSection } from './info-layout.tsx';
import type { PolicySettings } from './policy-text.ts';
import { RetentionText } from './retention-text.tsx';

export function privacySections(s: PolicySettings): InfoSection[] {
  return [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <p>We collect only what we need to sell, deliver and look after the works you buy:</p>
          <ul>
            <li>Your name, e-mail address, phone number and delivery address when you order or request an invoice.</li>
            <li>What you write to us through the contact form, and your e-mail address if you join the newsletter.</li>
            <li>
              Your cookie choices, with the country your visit came from (worked out by our server, not stored with your
              address).
            </li>
            <li>Your bag and wishlist, which stay in your own browser and are not sent to us until you check out.</li>
          </ul>
          <p>Card details are handled by our payment provider and never reach our servers.</p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      body: (
        <ul>
          <li>To process orders, send invoices, arrange shipping or storage and answer your questions.</li>
          <li>To send the newsletter you asked for; every issue has a one-click unsubscribe link.</li>
          <li>To keep the shop secure, prevent fraud and meet our legal and accounting duties.</li>
          <li>
            With your consent only, to understand how the site is used (analytics) and to show you our work elsewhere
            (marketing).
          </li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'Information sharing',
      body: (
        <p>
          We do not sell your personal information. We share it only with those who help us fulfil your order: the
          payment provider, the shipping carrier and art handlers, and the storage facility if you choose storage, and
          with authorities when the law requires it.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Data security',
      body: (
        <p>
          The site is served over an encrypted connection, access to our systems is limited to the gallery's staff, and
          order look-ups require a one-time code sent to your e-mail address, so no one else can read your orders.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          We use necessary cookies and local storage to keep your bag, wishlist and choices. Analytics and marketing
          cookies are used only if you allow them. See our <Link to="/cookies">Cookie Policy</Link> to learn more or to
          change your choice.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your privacy rights',
      body: (
        <p>
          You may ask to see, correct, export or delete the personal information we hold about you, and withdraw any
          consent you have given. Write to <a href={`mailto:${s.contactEmail}`}>{s.contactEmail}</a>; we answer within
          30 days.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'Data retention',
      body: <RetentionText />,
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      body: (
        <p>
          {s.shopName} is based in {countryInSentence(s.address.country) || 'the United States'} and our works are
          located in {countryInSentence(s.storage.country)}. Your information may be processed in these countries, and
          in the countries you ship to, with safeguards that protect it as this policy describes.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When this policy changes we update the date at the top of this page; important changes are announced on the
          site.
        </p>
      ),
    },
    { id: 'contact', title: 'Contact us', body: <ContactLines settings={s} /> },
  ];
}
