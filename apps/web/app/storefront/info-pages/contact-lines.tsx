import { telHref } from '../../lib/shop-info.ts';
import type { PolicySettings } from './policy-text.ts';

/** How to reach the gallery: e-mail, phone and postal address, as set in the back office. */
export function ContactLines({ settings }: { settings: PolicySettings }) {
  const { shopName, contactEmail, phone, address } = settings;
  return (
    <address className="not-italic">
      <strong>{shopName}</strong>
      <br />
      {address.line1 && (
        <>
          {address.line1}
          <br />
        </>
      )}
      {[address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
      {address.country && (
        <>
          <br />
          {address.country}
        </>
      )}
      <br />
      <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      {phone && (
        <>
          {' · '}
          <a href={telHref(phone)}>{phone}</a>
        </>
      )}
    </address>
  );
}
