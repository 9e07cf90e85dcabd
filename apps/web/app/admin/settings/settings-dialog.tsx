import { useEffect, useState } from 'react';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { LoginHistoryDialog } from './login-history-dialog.tsx';
import { SessionsDialog } from './sessions-dialog.tsx';
import { AccountPanel, NotificationsPanel, SecurityPanel } from './settings-panels.tsx';
import { SettingsTabs } from './settings-tabs.tsx';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog.tsx';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog.tsx';
import { useMe, useSaveNotifications } from './use-account.ts';

const tabs = [
  { id: 'account', label: 'Account' },
  { id: 'security', label: 'Security' },
  { id: 'notifications', label: 'Notifications' },
] as const;
type TabId = (typeof tabs)[number]['id'];

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onSignedOut: () => void };

/** Account, Security (password, two-factor, login history) and Notifications. */
export function SettingsDialog({ open, onOpenChange, onSignedOut }: Props) {
  const me = useMe(open);
  const saveNotifications = useSaveNotifications();
  const [tab, setTab] = useState<TabId>('account');
  const [changing, setChanging] = useState(false);
  const [history, setHistory] = useState(false);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const [twoFactor, setTwoFactor] = useState<'setup' | 'disable' | null>(null);

  useEffect(() => {
    if (open) setTab('account');
  }, [open]);

  return (
    <>
      <AdminDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Settings"
        description="Your account, security and notifications."
      >
        <SettingsTabs tabs={tabs} current={tab} onChange={setTab}>
          {me.isPending ? (
            <LoadingState />
          ) : me.isError ? (
            <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />
          ) : tab === 'account' ? (
            <AccountPanel me={me.data} />
          ) : tab === 'security' ? (
            <SecurityPanel
              me={me.data}
              onChangePassword={() => setChanging(true)}
              onTwoFactor={() => setTwoFactor(me.data.twoFactorEnabled ? 'disable' : 'setup')}
              onHistory={() => setHistory(true)}
              onSessions={() => setSessionsOpen(true)}
            />
          ) : (
            <NotificationsPanel value={me.data.notifications} onChange={(next) => saveNotifications.mutate(next)} />
          )}
        </SettingsTabs>
      </AdminDialog>
      <ChangePasswordDialog
        open={changing}
        onOpenChange={setChanging}
        onSignedOut={() => {
          onOpenChange(false);
          onSignedOut();
        }}
      />
      <TwoFactorSetupDialog open={twoFactor === 'setup'} onOpenChange={(o) => setTwoFactor(o ? 'setup' : null)} />
      <TwoFactorDisableDialog open={twoFactor === 'disable'} onOpenChange={(o) => setTwoFactor(o ? 'disable' : null)} />
      <LoginHistoryDialog open={history} onOpenChange={setHistory} />
      <SessionsDialog
        open={sessionsOpen}
        onOpenChange={setSessionsOpen}
        onSignedOut={() => {
          onOpenChange(false);
          onSignedOut();
        }}
      />
    </>
  );
}
