import type { AdminOrder } from '@vernissage/contract';
import { FileDown, Send } from 'lucide-react';
import { useState } from 'react';
import { adminToast } from '../lib/admin-toast.ts';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';
import { downloadFile } from './download-file.ts';
import { orderLabel } from './order-text.ts';
import { useSendOrderPdf } from './use-order-actions.ts';
import { orderPath } from './use-orders.ts';

/** Send PDF to Customer (by e-mail, through the server's job) and Download PDF (the same invoice, here). */
export function OrderPdfActions({ order }: { order: AdminOrder }) {
  const send = useSendOrderPdf();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(`${orderPath(order._id)}/pdf`, `${orderLabel(order)}.pdf`, 'Failed to download PDF');
    } catch (error) {
      adminToast(error instanceof Error ? error.message : 'Failed to download PDF', 'error');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className={secondaryButton} onClick={() => void download()} disabled={downloading}>
        <FileDown aria-hidden className="size-4" strokeWidth={1.75} />
        {downloading ? 'Downloading...' : 'Download PDF'}
      </button>
      <button type="button" className={primaryButton} onClick={() => send.mutate(order._id)} disabled={send.isPending}>
        <Send aria-hidden className="size-4" strokeWidth={1.75} />
        {send.isPending ? 'Sending...' : 'Send PDF to Customer'}
      </button>
    </div>
  );
}
