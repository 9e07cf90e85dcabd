import { ExternalLink, LogOut } from 'lucide-react';
import { useShopSettingsView } from '../shop-settings/use-shop-settings.ts';
import { SidebarTabs } from './sidebar-tabs.tsx';
import type { Tab } from './tab-order.ts';

type Props = {
  tabs: Tab[] | undefined;
  current: string;
  email: string | null;
  onSelect: (id: string) => void;
  onReorder: (tabs: Tab[]) => void;
  onLogout: () => void;
};

/** The wordmark, the reorderable tabs and, at the bottom, the way out. */
export function Sidebar({ tabs, current, email, onSelect, onReorder, onLogout }: Props) {
  const shopName = useShopSettingsView().data?.settings.shopName ?? 'Vernissage';
  return (
    <div className="flex h-full flex-col">
      <div className="px-5 pt-6 pb-5">
        <p className="font-display text-[1.0625rem] tracking-[0.24em] uppercase [overflow-wrap:anywhere]">{shopName}</p>
        <p className="label-caps mt-0.5 text-muted">Back office</p>
      </div>
      <nav aria-label="Dashboard" className="min-h-0 flex-1 overflow-y-auto px-3">
        {tabs === undefined ? (
          <p className="px-3 py-2 text-[0.875rem] text-muted">Loading...</p>
        ) : tabs.length === 0 ? (
          <p className="px-3 py-2 text-[0.875rem] text-muted">No tabs available</p>
        ) : (
          <>
            <SidebarTabs tabs={tabs} current={current} onSelect={onSelect} onReorder={onReorder} />
            <p className="mt-3 px-3 text-[0.75rem] leading-snug text-muted">
              Drag the grip beside a tab to reorder, or focus it and use Space and the arrow keys.
            </p>
          </>
        )}
      </nav>
      <div className="border-t border-line px-3 py-4">
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="flex min-h-10 items-center gap-3 px-3 text-[0.875rem] text-ink-soft transition-colors hover:bg-mat-deep hover:text-ink"
        >
          <ExternalLink aria-hidden className="size-4" strokeWidth={1.75} />
          View the shop
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        {email && (
          <p className="truncate px-3 pt-2 pb-1 text-[0.75rem] text-muted" title={email}>
            {email}
          </p>
        )}
        <button
          type="button"
          onClick={onLogout}
          className="flex min-h-10 w-full items-center gap-3 px-3 text-left text-[0.875rem] font-medium transition-colors hover:bg-mat-deep"
        >
          <LogOut aria-hidden className="size-4" strokeWidth={1.75} />
          Logout
        </button>
      </div>
    </div>
  );
}
