import { Download, RefreshCw } from 'lucide-react';
import { adminApi } from '../api/admin-api.ts';
import { useDownload } from '../lib/use-download.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { exportQuery, type OrderFilters } from './order-list-query.ts';

type Props = { filters: OrderFilters; refreshing: boolean; onRefresh: () => void };

/** The tab's subtitle, Refresh, and Export CSV of the filtered list. */
export function OrdersToolbar({ filters, refreshing, onRefresh }: Props) {
  const csv = useDownload({ failure: 'Failed to export orders' });
  const query = exportQuery(filters);

  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <p className="text-[0.9375rem] text-muted">Manage customer orders and fulfillment</p>
      <div className="flex w-full gap-2 sm:w-auto">
        <button type="button" onClick={onRefresh} className={`${secondaryButton} flex-1 sm:flex-none`}>
          <RefreshCw
            aria-hidden
            className={`size-4 ${refreshing ? 'motion-safe:animate-spin' : ''}`}
            strokeWidth={1.75}
          />
          Refresh
        </button>
        <button
          type="button"
          onClick={() => void csv.download(adminApi.orders.exportCsv.url({ query }), 'orders.csv')}
          disabled={csv.busy}
          className={`${secondaryButton} flex-1 sm:flex-none`}
        >
          <Download aria-hidden className="size-4" strokeWidth={1.75} />
          {csv.busy ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
    </div>
  );
}
