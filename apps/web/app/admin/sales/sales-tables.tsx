import type { SalesOverview } from '@vernissage/contract';
import { ORDER_STATUS_LABELS } from '@vernissage/contract';
import type { ReactNode } from 'react';
import { useCurrency } from '../../lib/currency.tsx';
import { money, monthLabel, number } from './sales-format.ts';

const th = 'px-3 py-2 text-left text-[0.75rem] font-semibold tracking-[0.04em] text-muted uppercase';
const td = 'px-3 py-2 text-[0.875rem]';
const num = `${td} text-right tabular-nums`;

function Table({
  caption,
  head,
  children,
  srOnly = false,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
  srOnly?: boolean;
}) {
  return (
    <div className={srOnly ? 'sr-only' : 'overflow-x-auto'}>
      <table className="w-full border-collapse">
        <caption className={srOnly ? undefined : 'sr-only'}>{caption}</caption>
        <thead className="border-b border-line">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? th : `${th} text-right`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/** The revenue chart's numbers, for screen readers. */
export function RevenueTable({ months }: { months: SalesOverview['months'] }) {
  const currency = useCurrency();
  return (
    <Table
      srOnly
      caption="Revenue per month"
      head={['Month', 'Orders', 'Paid, invoice', 'Paid, card', 'Outstanding, invoice', 'Outstanding, card']}
    >
      {months.map((m) => (
        <tr key={m.month}>
          <th scope="row" className={td}>
            {monthLabel(m.month)}
          </th>
          <td className={num}>{number(m.orders)}</td>
          <td className={num}>{money(m.paid.invoice, currency)}</td>
          <td className={num}>{money(m.paid.card, currency)}</td>
          <td className={num}>{money(m.outstanding.invoice, currency)}</td>
          <td className={num}>{money(m.outstanding.card, currency)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The status chart's numbers, for screen readers. */
export function StatusTable({ rows }: { rows: SalesOverview['ordersByStatus'] }) {
  return (
    <Table srOnly caption="Orders by status" head={['Status', 'Orders']}>
      {rows.map((r) => (
        <tr key={r.status}>
          <th scope="row" className={td}>
            {ORDER_STATUS_LABELS[r.status] ?? r.status}
          </th>
          <td className={num}>{number(r.count)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Best-selling works or artists: units and revenue, shown to everyone. */
export function SellersTable({
  caption,
  rows,
  withArtist,
}: {
  caption: string;
  rows: { name: string; artistName?: string; quantity: number; revenue: number }[];
  withArtist: boolean;
}) {
  const currency = useCurrency();
  if (rows.length === 0) return <p className="py-4 text-[0.875rem] text-muted">No sales in this range.</p>;
  return (
    <Table caption={caption} head={[withArtist ? 'Work' : 'Artist', 'Sold', 'Revenue']}>
      {rows.map((r) => (
        <tr key={`${r.name}-${r.artistName ?? ''}`}>
          <th scope="row" className={`${td} font-normal`}>
            <span className="text-ink">{r.name}</span>
            {withArtist && r.artistName && <span className="block text-[0.8125rem] text-muted">{r.artistName}</span>}
          </th>
          <td className={num}>{number(r.quantity)}</td>
          <td className={num}>{money(r.revenue, currency)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Limited editions: sold versus left, with the held prints between. */
export function EditionsTable({ rows }: { rows: SalesOverview['editions'] }) {
  if (rows.length === 0) return <p className="py-4 text-[0.875rem] text-muted">No limited editions yet.</p>;
  return (
    <Table caption="Editions sold versus left" head={['Edition', 'Size', 'Sold', 'Held', 'Left']}>
      {rows.map((r) => (
        <tr key={`${r.title}-${r.artistName}`}>
          <th scope="row" className={`${td} font-normal`}>
            <span className="text-ink">{r.title}</span>
            <span className="block text-[0.8125rem] text-muted">{r.artistName}</span>
            <span aria-hidden className="mt-1.5 flex h-1.5 w-full max-w-48 bg-mat">
              <span className="bg-ink" style={{ width: `${(r.sold / Math.max(1, r.size)) * 100}%` }} />
              <span className="bg-subtle" style={{ width: `${(r.reserved / Math.max(1, r.size)) * 100}%` }} />
            </span>
          </th>
          <td className={num}>{number(r.size)}</td>
          <td className={num}>{number(r.sold)}</td>
          <td className={num}>{number(r.reserved)}</td>
          <td className={num}>{number(r.left)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Each month's completed sales split between the gallery's commission and the artists' share. */
export function SplitTable({ months, totals }: { months: SalesOverview['months']; totals: SalesOverview['totals'] }) {
  const currency = useCurrency();
  return (
    <Table caption="Commission and artists' share per month" head={['Month', "Gallery's commission", "Artists' share"]}>
      {months.map((m) => (
        <tr key={m.month}>
          <th scope="row" className={td}>
            {monthLabel(m.month)}
          </th>
          <td className={num}>{money(m.commission, currency)}</td>
          <td className={num}>{money(m.artistShare, currency)}</td>
        </tr>
      ))}
      <tr className="font-semibold">
        <th scope="row" className={td}>
          Total
        </th>
        <td className={num}>{money(totals.commission, currency)}</td>
        <td className={num}>{money(totals.artistShare, currency)}</td>
      </tr>
    </Table>
  );
}
