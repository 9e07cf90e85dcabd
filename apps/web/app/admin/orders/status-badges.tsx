import type { AdminOrder, CertificateStatus, OrderStatus, PaymentStatus } from '@vernissage/contract';
import { Archive, Truck } from 'lucide-react';
import { fulfillmentWord, statusWord } from './order-text.ts';

type Tone = 'waiting' | 'moving' | 'done' | 'stopped';

const orderTones: Record<OrderStatus, Tone> = {
  pending: 'waiting',
  processing: 'moving',
  shipped: 'moving',
  delivered: 'done',
  completed: 'done',
  cancelled: 'stopped',
};
const paymentTones: Record<PaymentStatus, Tone> = { pending: 'waiting', partial: 'moving', completed: 'done' };
const certificateLooks: Record<CertificateStatus, { tone: Tone; word: string }> = {
  valid: { tone: 'done', word: 'Valid' },
  revoked: { tone: 'stopped', word: 'Revoked' },
  superseded: { tone: 'waiting', word: 'Replaced' },
};

// The word carries the meaning; the dot only helps the eye group rows.
const toneClass: Record<Tone, { badge: string; dot: string }> = {
  waiting: { badge: 'border-line bg-white text-ink-soft', dot: 'bg-subtle' },
  moving: { badge: 'border-[#d9c59a] bg-[#fbf5e6] text-[#6b4a0c]', dot: 'bg-[#b07d1a]' },
  done: { badge: 'border-[#b9d2bf] bg-[#f0f6f1] text-[#2f5e3c]', dot: 'bg-[#3f7a50]' },
  stopped: { badge: 'border-error/30 bg-error/5 text-error', dot: 'bg-error' },
};

function Badge({ tone, children }: { tone: Tone; children: string }) {
  const t = toneClass[tone];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-[0.75rem] font-medium whitespace-nowrap ${t.badge}`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${t.dot}`} />
      {children}
    </span>
  );
}

export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <Badge tone={orderTones[status]}>{statusWord(status)}</Badge>
);

export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => (
  <Badge tone={paymentTones[status]}>{statusWord(status)}</Badge>
);

/** A certificate of authenticity: valid, revoked, or replaced by a newer one (superseded). */
export const CertificateStatusBadge = ({ status }: { status: CertificateStatus }) => (
  <Badge tone={certificateLooks[status].tone}>{certificateLooks[status].word}</Badge>
);

/** A card order of a test shop (the sandbox): no money moved, whatever the payment status says. */
export const TestPaymentBadge = () => (
  <span
    title="Paid through the sandbox: no money was taken"
    className="inline-flex items-center border border-dashed border-accent px-2 py-0.5 text-[0.75rem] font-medium whitespace-nowrap text-accent"
  >
    Test payment
  </span>
);

/** Shipping or Storage, with an icon; the word is the badge. */
export function FulfillmentBadge({ type }: { type: AdminOrder['fulfillmentType'] }) {
  const Icon = type === 'storage' ? Archive : Truck;
  return (
    <span className="inline-flex items-center gap-1.5 border border-line bg-mat px-2 py-0.5 text-[0.75rem] font-medium whitespace-nowrap text-ink-soft">
      <Icon aria-hidden className="size-3.5" strokeWidth={1.75} />
      {fulfillmentWord(type)}
    </span>
  );
}

/** The Status column: the order's and the payment's badge, each named so the two 'Pending's differ. */
export function StatusPair({ order }: { order: Pick<AdminOrder, 'status' | 'paymentStatus' | 'testPayment'> }) {
  return (
    <dl className="grid grid-cols-[auto_auto] items-center justify-start gap-x-2 gap-y-1">
      <dt className="label-caps text-[0.625rem] text-muted">Order</dt>
      <dd>
        <OrderStatusBadge status={order.status} />
      </dd>
      <dt className="label-caps text-[0.625rem] text-muted">Payment</dt>
      <dd className="flex flex-wrap gap-1">
        <PaymentStatusBadge status={order.paymentStatus} />
        {order.testPayment && <TestPaymentBadge />}
      </dd>
    </dl>
  );
}
