import { addressLines, type ShopAddress } from '@vernissage/contract';
import { Fragment } from 'react';

/** The shop's address, one printed line each (empty parts left out), for inside an <address> or <dd>. */
export function PostalLines({ address }: { address: ShopAddress }) {
  return addressLines(address).map((line, i) => (
    <Fragment key={line}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}
