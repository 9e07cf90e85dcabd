import type { AdminMe, AdminNotifications } from '@vernissage/contract';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButton } from '../ui/buttons.ts';
import { SwitchField } from '../ui/fields.tsx';
import { formatWhen } from './use-account.ts';

function Row({ term, children, action }: { term: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-4 first:pt-0 last:border-b-0">
      <dl className="min-w-0">
        <dt className="text-[0.8125rem] font-medium text-muted">{term}</dt>
        <dd className="mt-0.5 text-[0.9375rem]">{children}</dd>
      </dl>
      {action}
    </div>
  );
}

export function AccountPanel({ me }: { me: AdminMe }) {
  return (
    <div>
      <Row term="Email">
        <span className="flex flex-wrap items-center gap-2 [overflow-wrap:anywhere]">
          {me.email}
          <span className="inline-flex items-center gap-1 text-[0.75rem] font-medium text-ink-soft">
            <BadgeCheck aria-hidden className="size-4" strokeWidth={1.75} />
            Verified
          </span>
        </span>
      </Row>
      <Row term="Role">{me.role}</Row>
    </div>
  );
}

type SecurityProps = {
  me: AdminMe;
  onChangePassword: () => void;
  onTwoFactor: () => void;
  onHistory: () => void;
  onSessions: () => void;
};

export function SecurityPanel({ me, onChangePassword, onTwoFactor, onHistory, onSessions }: SecurityProps) {
  return (
    <div>
      <Row
        term="Password last changed"
        action={
          <button type="button" className={secondaryButton} onClick={onChangePassword}>
            Change Password
          </button>
        }
      >
        {me.passwordChangedAt ? formatWhen(me.passwordChangedAt) : 'Never'}
      </Row>
      <Row
        term="Two-Factor Authentication"
        action={
          <button type="button" className={secondaryButton} onClick={onTwoFactor}>
            {me.twoFactorEnabled ? 'Turn Off' : 'Set Up'}
          </button>
        }
      >
        {me.twoFactorEnabled ? 'Enabled' : 'Not enabled'}
      </Row>
      <Row
        term="Login History"
        action={
          <button type="button" className={secondaryButton} onClick={onHistory}>
            View History
          </button>
        }
      >
        Recent sign-ins, with address and browser
      </Row>
      <Row
        term="Active Sessions"
        action={
          <button type="button" className={secondaryButton} onClick={onSessions}>
            View Sessions
          </button>
        }
      >
        Where you are signed in, each with a sign-out
      </Row>
    </div>
  );
}

const toggles = [
  ['newOrders', 'New Orders', 'An email when a collector places an order.'],
  ['paymentAlerts', 'Payment Alerts', 'An email when a payment arrives or fails.'],
  ['systemUpdates', 'System Updates', 'News about updates to Vernissage.'],
] as const;

type NotificationsProps = { value: AdminNotifications; onChange: (next: AdminNotifications) => void };

export function NotificationsPanel({ value, onChange }: NotificationsProps) {
  return (
    <div className="space-y-5">
      {toggles.map(([key, label, hint]) => (
        <SwitchField
          key={key}
          label={label}
          hint={hint}
          checked={value[key]}
          onChange={(e) => onChange({ ...value, [key]: e.currentTarget.checked })}
        />
      ))}
    </div>
  );
}
