import type { AdminOrder } from '@vernissage/contract';
import { FileDown, Send } from 'lucide-react';
import { adminApi } from '../api/admin-api.ts';
import { useDownload } from '../lib/use-download.ts';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';
import { orderLabel } from './order-text.ts';
import { useSendOrderPdf } from './use-order-actions.ts';

/** Send PDF to Customer (by e-mail, through the server's job) and Download PDF (the same invoice, here). */
export function OrderPdfActions({ order }: { order: AdminOrder }) {
  const send = useSendOrderPdf();
  const pdf = useDownload({ failure: 'Failed to download PDF' });

  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button
        type="button"
        className={secondaryButton}
        onClick={() =>
          void pdf.download(adminApi.orders.pdf.url({ params: { id: order._id } }), `${orderLabel(order)}.pdf`)
        }
        disabled={pdf.busy}
      >
        <FileDown aria-hidden className="size-4" strokeWidth={1.75} />
        {pdf.busy ? 'Downloading...' : 'Download PDF'}
      </button>
      <button type="button" className={primaryButton} onClick={() => send.mutate(order._id)} disabled={send.isPending}>
        <Send aria-hidden className="size-4" strokeWidth={1.75} />
        {send.isPending ? 'Sending...' : 'Send PDF to Customer'}
      </button>
    </div>
  );
}
