import type { OrderHistoryEvent } from '@vernissage/contract';
import { DetailSection } from './detail-section.tsx';
import { historyText, longDateTime } from './order-text.ts';

/** Every change to the order, oldest first: what, from → to, who and when. */
export function OrderHistory({ events }: { events: OrderHistoryEvent[] }) {
  return (
    <DetailSection id="order-history" title="History">
      {events.length === 0 ? (
        <p className="text-[0.875rem] text-muted">No changes yet.</p>
      ) : (
        <ol className="relative ml-1 border-l border-line">
          {events.map((event) => {
            const { title, change } = historyText(event);
            return (
              <li key={event._id} className="relative pb-4 pl-5 last:pb-0">
                <span aria-hidden className="absolute top-1.5 -left-[4.5px] size-2 rounded-full bg-subtle" />
                <p className="text-[0.875rem]">
                  <span className="font-medium">{title}</span>
                  {change && <span className="text-ink-soft">: {change}</span>}
                </p>
                {event.note && <p className="text-[0.8125rem] text-ink-soft">{event.note}</p>}
                <p className="text-[0.75rem] text-muted">
                  {event.actor} · <time dateTime={event.createdAt}>{longDateTime(event.createdAt)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
