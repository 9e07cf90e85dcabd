import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { adminToast } from '../lib/admin-toast.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { downloadFile } from './download-file.ts';
import { exportQuery, type OrderFilters } from './order-list-query.ts';

type Props = { filters: OrderFilters; refreshing: boolean; onRefresh: () => void };

/** The tab's subtitle, Refresh, and Export CSV of the filtered list. */
export function OrdersToolbar({ filters, refreshing, onRefresh }: Props) {
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const query = exportQuery(filters);
      await downloadFile(
        `/api/admin/orders/export.csv${query ? `?${query}` : ''}`,
        'orders.csv',
        'Failed to export orders',
      );
    } catch (error) {
      adminToast(error instanceof Error ? error.message : 'Failed to export orders', 'error');
    } finally {
      setExporting(false);
    }
  }

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
          onClick={() => void exportCsv()}
          disabled={exporting}
          className={`${secondaryButton} flex-1 sm:flex-none`}
        >
          <Download aria-hidden className="size-4" strokeWidth={1.75} />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
    </div>
  );
}
