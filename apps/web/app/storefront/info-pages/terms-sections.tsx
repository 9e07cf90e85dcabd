import { INVOICE_PAYMENT_DAYS } from '@vernissage/contract';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format-price.ts';
import { ContactLines } from './contact-lines.tsx';
import type { InfoSection } from './info-layout.tsx';
import {
  deliveryTimes,
  type PolicySettings,
  processingTime,
  refundTiming,
  returnShipping,
  returnWindow,
  shippingCost,
  storageTerms,
} from './policy-text.ts';

const INSTALLMENT_THRESHOLD = 100;

export function termsSections(s: PolicySettings): InfoSection[] {
  return [
    {
      id: 'agreement',
      title: 'Agreement to terms',
      body: (
        <p>
          These terms apply when you browse or buy from {s.shopName}. By placing an order you accept them. If you do not
          agree, please do not use the shop.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Guest purchases and order tracking',
      body: (
        <>
          <p>
            You do not need an account to buy from us. Every purchase is a guest purchase made with your e-mail address.
          </p>
          <p>
            To see your orders, open <Link to="/order-history">Order History</Link> and enter that address; we send it a
            one-time code, and your orders are shown once you enter the code. Please keep your e-mail account secure.
          </p>
        </>
      ),
    },
    {
      id: 'purchases-and-payment',
      title: 'Purchases and payment',
      body: (
        <>
          <p>
            Prices are in {s.currency}, the currency every card payment and invoice uses. An order is confirmed when we
            accept it and the work is reserved for you; if a work sells before your order is confirmed, we tell you and
            charge nothing.
          </p>
          <ul>
            <li>Pay by card for a single work, or ask for an invoice and pay by bank transfer.</li>
            <li>Invoices are due within {INVOICE_PAYMENT_DAYS} days of the invoice date.</li>
            <li>Installment plans are available for orders over {formatPrice(INSTALLMENT_THRESHOLD, s.currency)}.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'shipping-and-returns',
      title: 'Shipping and returns',
      body: (
        <>
          <p>
            {shippingCost(s)} {processingTime(s)} {deliveryTimes(s)}
          </p>
          <p>
            {returnWindow(s)} {returnShipping(s)} {refundTiming(s)}
          </p>
          <p>{storageTerms(s)}</p>
          <p>
            Details are on our <Link to="/shipping-returns">Shipping &amp; Returns</Link> page.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <p>
          Buying a work gives you the work, not its copyright, which stays with the artist. Images and text on this site
          may not be reproduced without permission.
        </p>
      ),
    },
    {
      id: 'privacy',
      title: 'Privacy',
      body: (
        <p>
          How we handle your information is described in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <p>
          We describe every work as accurately as we can; colours may vary slightly between screens. To the extent the
          law allows, our liability for an order is limited to the amount you paid for it. Nothing in these terms limits
          your rights as a consumer.
        </p>
      ),
    },
    { id: 'contact', title: 'Contact us', body: <ContactLines settings={s} /> },
  ];
}
