import { COOKIE_USERS_PAGE_SIZE } from '@vernissage/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { secondaryButton } from '../ui/buttons.ts';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.tsx';
import { pageSummary } from './consent-display.ts';
import { ConsentUsersTable } from './consent-users-table.tsx';
import { useCookieUsers } from './use-cookie-consents.ts';

/** The User Details table, fifty choices a page, with Previous and Next. */
export function UserDetails() {
  const [page, setPage] = useState(0);
  const users = useCookieUsers(page);
  const skip = page * COOKIE_USERS_PAGE_SIZE;
  const total = users.data?.total ?? 0;
  const shown = users.data?.users.length ?? 0;
  const lastPage = skip + COOKIE_USERS_PAGE_SIZE >= total;

  return (
    <section aria-labelledby="cookie-users-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="cookie-users-heading" className="text-[1.25rem]">
            User Details
          </h3>
          <p className="text-[0.8125rem] text-muted">
            Each choice, newest first. The e-mail is shown when the visitor had given one in this browser.
          </p>
        </div>
        {users.data && (
          <p role="status" className="text-[0.8125rem] text-muted">
            {pageSummary(skip, shown, total)}
          </p>
        )}
      </div>
      {users.isPending ? (
        <LoadingState>Loading users...</LoadingState>
      ) : users.isError ? (
        <ErrorState message={users.error.message} onRetry={() => void users.refetch()} />
      ) : total === 0 ? (
        <EmptyState title="No visitor has made a cookie choice yet." />
      ) : (
        <>
          <div aria-busy={users.isPlaceholderData} className={users.isPlaceholderData ? 'opacity-60' : undefined}>
            <ConsentUsersTable users={users.data.users} />
          </div>
          <nav aria-label="User Details pages" className="mt-4 flex items-center justify-end gap-2">
            <button
              type="button"
              className={secondaryButton}
              disabled={page === 0 || users.isPlaceholderData}
              onClick={() => setPage((p) => Math.max(0, p - 1))}
            >
              <ChevronLeft aria-hidden className="size-4" strokeWidth={1.75} />
              Previous
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={lastPage || users.isPlaceholderData}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
              <ChevronRight aria-hidden className="size-4" strokeWidth={1.75} />
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
