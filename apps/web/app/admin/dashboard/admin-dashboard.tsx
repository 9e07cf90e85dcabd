import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CurrencyProvider } from '../../lib/currency.tsx';
import { ChangePasswordDialog } from '../settings/change-password-dialog.tsx';
import { SettingsDialog } from '../settings/settings-dialog.tsx';
import { useMe } from '../settings/use-account.ts';
import { SetupNotice } from '../shop-settings/setup-notice.tsx';
import { useShopCurrency } from '../shop-settings/use-shop-settings.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { HelpDialog } from './help-dialog.tsx';
import { MobileSidebar } from './mobile-sidebar.tsx';
import { Sidebar } from './sidebar.tsx';
import { currentTabId } from './tab-order.ts';
import { TabPanel } from './tab-panel.tsx';
import { TwoFactorNotice } from './two-factor-notice.tsx';
import { defaultTabs, useSaveTabOrder, useSidebarTabs } from './use-sidebar-tabs.ts';

type Props = { email: string | null; onLogout: () => void; onSignedOut: () => void };

/** The signed-in back office: sidebar of tabs, header, and the open tab (its id is in the URL). */
export function AdminDashboard({ email, onLogout, onSignedOut }: Props) {
  const params = useParams();
  const navigate = useNavigate();
  const tabs = useSidebarTabs();
  const saveOrder = useSaveTabOrder();
  const [menuOpen, setMenuOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // A generated first password opens nothing but the dialog that replaces it; closing it signs out.
  const firstSignIn = useMe(true).data?.mustChangePassword === true;
  const currency = useShopCurrency();

  const known = tabs.data && tabs.data.length > 0 ? tabs.data : defaultTabs;
  const current = currentTabId(params['*'], known);
  const label = known.find((t) => t.id === current)?.label ?? 'Artworks';

  const select = (id: string) => {
    setMenuOpen(false);
    navigate(id === 'artworks' ? '/admin' : `/admin/${id}`);
  };
  const sidebar = (
    <Sidebar
      tabs={tabs.data}
      current={current}
      email={email}
      onSelect={select}
      onReorder={(next) => saveOrder.mutate(next)}
      onLogout={onLogout}
    />
  );

  return (
    <CurrencyProvider currency={currency}>
      <div className="min-h-svh lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="sticky top-0 hidden h-svh border-r border-line bg-mat lg:block">{sidebar}</aside>
        <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen}>
          {sidebar}
        </MobileSidebar>
        <div className="min-w-0">
          <DashboardHeader
            title={`${label} Management`}
            onMenu={() => setMenuOpen(true)}
            onHelp={() => setHelpOpen(true)}
            onSettings={() => setSettingsOpen(true)}
          />
          <main className="px-4 py-6 sm:px-8 sm:py-8">
            <SetupNotice current={current} />
            <TwoFactorNotice onLogout={onLogout} />
            <TabPanel key={current} tabId={current} />
          </main>
        </div>
        <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
        <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} onSignedOut={onSignedOut} />
        <ChangePasswordDialog
          firstSignIn
          open={firstSignIn}
          onOpenChange={(open) => {
            if (!open) onLogout();
          }}
          onSignedOut={onSignedOut}
        />
      </div>
    </CurrencyProvider>
  );
}
