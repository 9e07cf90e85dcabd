import { Link } from 'react-router';
import { useShopSettingsView } from './use-shop-settings.ts';

/** Until the owner has saved the shop settings once, every tab says the shop still shows the defaults. */
export function SetupNotice({ current }: { current: string }) {
  const view = useShopSettingsView();
  if (!view.data || view.data.configured) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 border-l-2 border-accent bg-mat px-4 py-3"
    >
      <p className="text-[0.9375rem]">
        <strong className="font-medium">Finish setting up your shop.</strong>{' '}
        <span className="text-ink-soft">
          Your pages, invoices and e-mails still show the sample name, address and contact details.
        </span>
      </p>
      {current !== 'shop-settings' && (
        <Link to="/admin/shop-settings" className="text-[0.875rem] font-medium underline underline-offset-4">
          Set up your shop
        </Link>
      )}
    </div>
  );
}
