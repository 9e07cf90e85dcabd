import type { AdminOrder } from '@vernissage/contract';
import { type FormEvent, useState } from 'react';
import { secondaryButton } from '../ui/buttons.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { TextField } from '../ui/fields.tsx';
import { holdText } from './order-text.ts';
import { useExtendHold, useReleaseHold } from './use-order-actions.ts';

/**
 * The invoice order's hold on its works: unconfirmed until a time, reserved until a day, or
 * released; an active hold can be extended to a later day or released at once (the works go back
 * on sale, the order is cancelled).
 */
export function OrderHold({ order }: { order: AdminOrder }) {
  const release = useReleaseHold();
  const extend = useExtendHold();
  const confirm = useConfirm();
  const [day, setDay] = useState('');
  const hold = order.hold;
  if (!hold) return null;
  const active = hold.state !== 'released';
  const earliest = (hold.until ?? new Date().toISOString()).slice(0, 10);

  function onExtend(event: FormEvent) {
    event.preventDefault();
    if (day) extend.mutate({ id: order._id, until: day }, { onSuccess: () => setDay('') });
  }

  async function onRelease() {
    const yes = await confirm({
      message: 'Release the hold on these works?',
      detail:
        'They go back on sale at once, the order is cancelled (its invoice number stays used) and the buyer is told by e-mail.',
      confirmLabel: 'Release Hold',
      cancelLabel: 'Keep Hold',
    });
    if (yes) release.mutate(order._id);
  }

  return (
    <section aria-labelledby="order-hold-title" className="grid gap-2">
      <h3 id="order-hold-title" className="font-sans text-[0.8125rem] font-medium text-ink-soft">
        Hold on the works
      </h3>
      <p className="text-[0.875rem] text-ink-soft">{holdText(hold)}</p>
      {active && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={onExtend}>
          <TextField
            label="Reserve until"
            type="date"
            min={earliest}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            required
          />
          <button type="submit" className={secondaryButton} disabled={extend.isPending || !day}>
            {extend.isPending ? 'Extending...' : 'Extend Hold'}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={release.isPending}
            onClick={() => void onRelease()}
          >
            {release.isPending ? 'Releasing...' : 'Release Hold'}
          </button>
        </form>
      )}
    </section>
  );
}
