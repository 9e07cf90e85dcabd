import { telHref } from '../../lib/shop-info.ts';
import { PostalLines } from '../shell/postal-lines.tsx';
import type { PolicySettings } from './policy-text.ts';

/** How to reach the gallery: e-mail, phone and postal address, as set in the back office. */
export function ContactLines({ settings }: { settings: PolicySettings }) {
  const { shopName, contactEmail, phone, address } = settings;
  return (
    <address className="not-italic">
      <strong>{shopName}</strong>
      <br />
      <PostalLines address={address} />
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
