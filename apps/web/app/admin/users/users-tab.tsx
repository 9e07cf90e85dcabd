import type { AdminRole, AdminUser } from '@vernissage/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { primaryButton } from '../ui/buttons.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState, PanelToolbar } from '../ui/states.tsx';
import { AddAdminDialog } from './add-admin-dialog.tsx';
import { useAdminUsers, useRemoveAdmin, useSetRole } from './use-admin-users.ts';
import { UsersTable } from './users-table.tsx';

const countText = (users: AdminUser[]) => {
  const invited = users.filter((u) => u.status === 'invited').length;
  const total = `${users.length} administrator${users.length === 1 ? '' : 's'}`;
  return invited ? `${total}, ${invited} invited` : total;
};

/** 'Users Management': the administrators, added (by password or invitation), given a role and removed here. */
export function UsersTab() {
  const users = useAdminUsers();
  const remove = useRemoveAdmin();
  const setRole = useSetRole();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const list = users.data ?? [];

  async function askRemove(user: AdminUser) {
    const detail =
      user.status === 'invited'
        ? `${user.email} will no longer be able to use their invitation link.`
        : `${user.email} will be signed out everywhere and can no longer sign in.`;
    if (await confirm({ message: 'Remove this administrator?', detail, confirmLabel: 'Remove' }))
      remove.mutate(user.id);
  }

  async function askRole(user: AdminUser, role: AdminRole) {
    // Making yourself Staff shuts this tab for you: ask first.
    if (user.isYou && role === 'staff') {
      const detail = 'You will no longer manage administrators or bank details until an Owner makes you one again.';
      if (!(await confirm({ message: 'Make yourself Staff?', detail, confirmLabel: 'Make me Staff' }))) return;
    }
    setRole.mutate({ id: user.id, role });
  }

  const add = (
    <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
      <UserPlus aria-hidden className="size-4" strokeWidth={2} />
      Add Administrator
    </button>
  );

  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading" className="sr-only">
        Administrators
      </h2>
      <PanelToolbar summary={users.data ? countText(list) : ' '}>{add}</PanelToolbar>
      {users.isPending ? (
        <LoadingState>Loading administrators...</LoadingState>
      ) : users.isError ? (
        <ErrorState message={users.error.message} onRetry={() => void users.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No administrators found." action={add} />
      ) : (
        <UsersTable
          users={list}
          removingId={remove.isPending ? (remove.variables ?? null) : null}
          onRemove={(user) => void askRemove(user)}
          changingId={setRole.isPending ? (setRole.variables?.id ?? null) : null}
          onRole={(user, role) => void askRole(user, role)}
        />
      )}
      <p className="mt-4 max-w-2xl text-[0.8125rem] text-muted">
        Owners can do everything, administrators and bank details included. Staff run the catalog, orders, newsletters
        and cookie consents. The last Owner cannot be removed or made Staff, and nobody can remove their own account.
      </p>
      <AddAdminDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
