import { ErrorState, LoadingState } from '../ui/states.tsx';
import { BarChart } from './bar-chart.tsx';
import { countryLabel, DAYS_SHOWN, dayLabel, latestDays } from './consent-display.ts';
import { OverviewCards } from './overview-cards.tsx';
import { useCookiesByCountry, useCookiesByDate, useCookieTotals } from './use-cookie-consents.ts';
import { UserDetails } from './user-details.tsx';

/** 'Users Who Accepted Cookies': the totals, where and when visitors chose, and who chose what. */
export function CookiesTab() {
  const totals = useCookieTotals();
  const byCountry = useCookiesByCountry();
  const byDate = useCookiesByDate();

  return (
    <div className="space-y-10">
      <section aria-labelledby="cookie-overview-heading">
        <h2 id="cookie-overview-heading" className="mb-1 text-[1.25rem]">
          Users Who Accepted Cookies
        </h2>
        <p className="mb-4 text-[0.8125rem] text-muted">
          Every cookie choice made on the storefront. Countries come from the visitor's network address, which is not
          kept; choices older than two years are removed.
        </p>
        {totals.isPending ? (
          <LoadingState />
        ) : totals.isError ? (
          <ErrorState message={totals.error.message} onRetry={() => void totals.refetch()} />
        ) : (
          <OverviewCards totals={totals.data} />
        )}
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        {byCountry.isPending ? (
          <LoadingState>Loading countries...</LoadingState>
        ) : byCountry.isError ? (
          <ErrorState message={byCountry.error.message} onRetry={() => void byCountry.refetch()} />
        ) : (
          <BarChart
            title="Consents by Country"
            bars={byCountry.data.map((row) => ({ key: row._id, label: countryLabel(row._id), count: row.count }))}
          />
        )}
        {byDate.isPending ? (
          <LoadingState>Loading days...</LoadingState>
        ) : byDate.isError ? (
          <ErrorState message={byDate.error.message} onRetry={() => void byDate.refetch()} />
        ) : (
          <BarChart
            title="Consents Over Time"
            description={`Per day (UTC), the latest ${DAYS_SHOWN} days with choices.`}
            bars={latestDays(byDate.data).map((row) => ({ key: row._id, label: dayLabel(row._id), count: row.count }))}
          />
        )}
      </div>

      <UserDetails />
    </div>
  );
}
