import type { CookieConsentUser } from '@vernissage/contract';
import { consentTime, countryLabel } from './consent-display.ts';

const th = 'sticky top-16 z-10 border-b border-line bg-mat py-2.5 pr-3 text-left label-caps font-semibold text-muted';

function Answer({ yes }: { yes: boolean }) {
  return yes ? <span className="font-medium">Yes</span> : <span className="text-muted">No</span>;
}

/** User Details: Email, Country, Date, Analytics Yes/No, Marketing Yes/No; newest first. */
export function ConsentUsersTable({ users }: { users: CookieConsentUser[] }) {
  return (
    <table className="w-full border-collapse bg-white text-[0.875rem] shadow-[0_0_0_1px_var(--color-line)]">
      <caption className="sr-only">User Details</caption>
      <thead>
        <tr>
          <th scope="col" className={`${th} pl-4`}>
            Email
          </th>
          <th scope="col" className={`${th} hidden sm:table-cell`}>
            Country
          </th>
          <th scope="col" className={`${th} hidden md:table-cell`}>
            Date
          </th>
          <th scope="col" className={th}>
            Analytics
          </th>
          <th scope="col" className={`${th} pr-4`}>
            Marketing
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user._id} className="border-b border-line align-top last:border-b-0">
            <td className="py-3 pr-3 pl-4">
              {user.email ? (
                <>
                  <span className="break-all">{user.email}</span>
                  {!user.emailVerified && (
                    <span
                      className="ml-2 inline-block border border-line px-1.5 text-[0.6875rem] tracking-wide text-muted uppercase"
                      title="The visitor's browser gave this address; it has not confirmed it is theirs."
                    >
                      unverified
                    </span>
                  )}
                </>
              ) : (
                <span className="text-muted">No e-mail given</span>
              )}
              <p className="mt-1 text-[0.75rem] text-muted sm:hidden">{countryLabel(user.country)}</p>
              <p className="mt-0.5 text-[0.75rem] text-muted md:hidden">{consentTime(user.date)}</p>
            </td>
            <td className="hidden py-3 pr-3 text-ink-soft sm:table-cell">{countryLabel(user.country)}</td>
            <td className="hidden py-3 pr-3 text-ink-soft md:table-cell">{consentTime(user.date)}</td>
            <td className="py-3 pr-3">
              <Answer yes={user.analytics} />
            </td>
            <td className="py-3 pr-4">
              <Answer yes={user.marketing} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
