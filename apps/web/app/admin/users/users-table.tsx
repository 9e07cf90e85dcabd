import { ADMIN_ROLE_LABELS, type AdminRole, type AdminUser, adminRole } from '@vernissage/contract';
import { Trash } from 'lucide-react';
import { rowDangerButton } from '../ui/buttons.ts';
import { controlClass } from '../ui/fields.tsx';
import { formatDay, formatSignIn, invitationExpired } from './admin-dates.ts';
import { StatusBadge } from './status-badge.tsx';

type Props = {
  users: AdminUser[];
  removingId: string | null;
  onRemove: (user: AdminUser) => void;
  changingId: string | null;
  onRole: (user: AdminUser, role: AdminRole) => void;
};

const th = 'sticky top-16 z-10 border-b border-line bg-mat py-2.5 pr-3 text-left label-caps font-semibold text-muted';

/** The administrator's role as a labelled select: changing it asks the server at once. */
function RoleSelect({ user, busy, onRole }: { user: AdminUser; busy: boolean; onRole: Props['onRole'] }) {
  return (
    <select
      aria-label={`Role of ${user.email}`}
      value={user.role}
      disabled={busy}
      onChange={(event) => {
        const role = adminRole.safeParse(event.target.value);
        if (role.success) onRole(user, role.data);
      }}
      className={`${controlClass} h-9 w-auto min-w-[7.5rem] pr-7 text-[0.875rem]`}
    >
      {adminRole.options.map((role) => (
        <option key={role} value={role}>
          {ADMIN_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

/** The administrators: e-mail (and 'You'), role, status, last sign-in, date added, and Remove. */
export function UsersTable({ users, removingId, onRemove, changingId, onRole }: Props) {
  const now = new Date();
  return (
    <table className="w-full border-collapse bg-white text-[0.875rem] shadow-[0_0_0_1px_var(--color-line)]">
      <caption className="sr-only">Administrators</caption>
      <thead>
        <tr>
          <th scope="col" className={`${th} pl-4`}>
            Administrator
          </th>
          <th scope="col" className={th}>
            Role
          </th>
          <th scope="col" className={`${th} hidden sm:table-cell`}>
            Status
          </th>
          <th scope="col" className={`${th} hidden md:table-cell`}>
            Last sign-in
          </th>
          <th scope="col" className={`${th} hidden md:table-cell`}>
            Added
          </th>
          <th scope="col" className={`${th} pr-4 text-right`}>
            <span className="sr-only sm:not-sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id} className="border-b border-line align-middle last:border-b-0">
            <td className="py-3 pr-3 pl-4">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium break-all">{user.email}</span>
                {user.isYou && (
                  <span className="label-caps shrink-0 bg-ink px-1.5 py-px text-[0.6875rem] text-paper">You</span>
                )}
              </p>
              <div className="mt-1.5 sm:hidden">
                <StatusBadge user={user} expired={invitationExpired(user.invitationExpiresAt, now)} />
              </div>
              <p className="mt-1 text-[0.75rem] text-muted md:hidden">
                Last sign-in: {formatSignIn(user.lastSignInAt)}
              </p>
            </td>
            <td className="py-2 pr-3">
              <RoleSelect user={user} busy={changingId === user.id} onRole={onRole} />
            </td>
            <td className="hidden py-3 pr-3 sm:table-cell">
              <StatusBadge user={user} expired={invitationExpired(user.invitationExpiresAt, now)} />
            </td>
            <td className="hidden py-3 pr-3 text-ink-soft md:table-cell">{formatSignIn(user.lastSignInAt)}</td>
            <td className="hidden py-3 pr-3 text-ink-soft md:table-cell">{formatDay(user.createdAt)}</td>
            <td className="py-2 pr-2 text-right sm:pr-4">
              {user.isYou ? (
                <span className="inline-block max-w-[9rem] text-[0.75rem] leading-snug text-muted">
                  You cannot remove your own account.
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onRemove(user)}
                  disabled={removingId === user.id}
                  className={rowDangerButton}
                  aria-label={`Remove ${user.email}`}
                >
                  <Trash aria-hidden className="size-3.5" strokeWidth={1.75} />
                  {removingId === user.id ? 'Removing...' : 'Remove'}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
