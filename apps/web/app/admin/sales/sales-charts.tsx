import type { SalesOverview } from '@vernissage/contract';
import { ORDER_STATUS_LABELS } from '@vernissage/contract';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useCurrency } from '../../lib/currency.tsx';
import { chartRow, money, number } from './sales-format.ts';

// The gallery's palette: paid in ink, owed in terracotta; card a lighter shade of each.
const COLOURS = { paidInvoice: '#1b1a18', paidCard: '#66625b', owedInvoice: '#9a3c23', owedCard: '#d49a86' };
const axis = { fontSize: 12, fill: '#66625b' };

/**
 * Revenue per month, stacked: paid and outstanding, each by invoice and by card. Drawn for the eye
 * only (hidden from screen readers, which read the table with the same numbers).
 */
export function RevenueChart({ months }: { months: SalesOverview['months'] }) {
  const currency = useCurrency();
  return (
    <div aria-hidden className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={months.map(chartRow)}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="#e3dfd8" />
          <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={{ stroke: '#e3dfd8' }} />
          <YAxis
            tick={axis}
            tickLine={false}
            axisLine={false}
            tickFormatter={(v: number) => money(v, currency)}
            width={80}
          />
          <Tooltip formatter={(v) => money(Number(v), currency)} cursor={{ fill: '#f3f1ed' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="paidInvoice"
            name="Paid, invoice"
            stackId="r"
            fill={COLOURS.paidInvoice}
            isAnimationActive={false}
          />
          <Bar dataKey="paidCard" name="Paid, card" stackId="r" fill={COLOURS.paidCard} isAnimationActive={false} />
          <Bar
            dataKey="owedInvoice"
            name="Outstanding, invoice"
            stackId="r"
            fill={COLOURS.owedInvoice}
            isAnimationActive={false}
          />
          <Bar
            dataKey="owedCard"
            name="Outstanding, card"
            stackId="r"
            fill={COLOURS.owedCard}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Orders by status as bars, likewise for the eye only. */
export function StatusChart({ rows }: { rows: SalesOverview['ordersByStatus'] }) {
  const data = rows.map((r) => ({ label: ORDER_STATUS_LABELS[r.status] ?? r.status, count: r.count }));
  return (
    <div aria-hidden className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="#e3dfd8" />
          <XAxis
            type="number"
            allowDecimals={false}
            tick={axis}
            tickLine={false}
            axisLine={false}
            tickFormatter={(v: number) => number(v)}
          />
          <YAxis type="category" dataKey="label" tick={axis} tickLine={false} axisLine={false} width={84} />
          <Tooltip cursor={{ fill: '#f3f1ed' }} />
          <Bar dataKey="count" name="Orders" fill="#3b3834" barSize={14} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
