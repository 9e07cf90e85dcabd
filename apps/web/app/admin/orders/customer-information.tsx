import { type AdminOrder, countryName, DEFAULT_SHOP_SETTINGS } from '@vernissage/contract';
import { ShieldCheck } from 'lucide-react';
import { useShopSettingsView } from '../shop-settings/use-shop-settings.ts';
import { DetailSection, Fact, Facts } from './detail-section.tsx';

/** The buyer's e-mail, the shipping address (country by its English name), or where storage orders are kept. */
export function CustomerInformation({ order }: { order: AdminOrder }) {
  const address = order.shippingAddress;
  // Where the gallery keeps works, from its settings.
  const storedIn = useShopSettingsView().data?.settings.storage.country ?? DEFAULT_SHOP_SETTINGS.storage.country;
  return (
    <DetailSection id="customer-information" title="Customer Information">
      <Facts>
        <Fact label="Email" wide>
          <a href={`mailto:${order.email}`} className="underline underline-offset-4">
            {order.email}
          </a>
        </Fact>
        {address && (
          <>
            <Fact label="Full Name">{address.fullName}</Fact>
            <Fact label="Phone Number">{address.phoneNumber}</Fact>
            <Fact label="Shipping Address" wide>
              <address className="not-italic">
                {address.streetAddress}
                <br />
                {address.city}, {address.stateProvince} {address.postalCode}
                <br />
                {countryName(address.country)}
              </address>
            </Fact>
          </>
        )}
        {!address && order.deliveryAddress && (
          <Fact label="Delivery Address" wide>
            <span className="whitespace-pre-line">{order.deliveryAddress}</span>
          </Fact>
        )}
      </Facts>
      {order.fulfillmentType === 'storage' && (
        <div className="mt-4 flex gap-3 bg-mat px-4 py-3">
          <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-soft" strokeWidth={1.5} />
          <div>
            <p className="text-[0.875rem] font-medium">Secure Storage in {storedIn}</p>
            <p className="text-[0.8125rem] text-muted">Climate-controlled facility with 24/7 security monitoring</p>
          </div>
        </div>
      )}
    </DetailSection>
  );
}
