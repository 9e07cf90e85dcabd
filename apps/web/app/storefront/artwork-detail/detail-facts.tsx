import { RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { AVAILABILITY_LABELS, returnsBadge } from './detail-rules.ts';
import type { DetailArtwork } from './detail-types.ts';

/** What the shop promises with every work; the returns window is the one policy in the settings. */
export function TrustBadges({ returnDays }: { returnDays: number }) {
  const items = [
    { icon: Truck, text: 'Free Worldwide Shipping' },
    { icon: ShieldCheck, text: 'Secure Payment' },
    { icon: RotateCcw, text: returnsBadge(returnDays) },
  ];
  return (
    <ul className="grid grid-cols-1 gap-3 border-y border-line py-5 text-[0.8125rem] text-ink-soft min-[420px]:grid-cols-3 min-[420px]:gap-2">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2.5 min-[420px]:flex-col min-[420px]:text-center">
          <Icon aria-hidden className="size-5 shrink-0 text-muted" strokeWidth={1.25} />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The wall label's details as a list: year, medium, dimensions, availability, edition. */
export function DetailFacts({ artwork }: { artwork: DetailArtwork }) {
  const rows: [string, string][] = [];
  if (artwork.year !== null) rows.push(['Year', String(artwork.year)]);
  if (artwork.medium) rows.push(['Medium', artwork.medium]);
  if (artwork.dimensions) rows.push(['Dimensions', artwork.dimensions]);
  rows.push(['Availability', AVAILABILITY_LABELS[artwork.availability]]);
  if (artwork.limited)
    rows.push(['Edition', artwork.limitedCount ? `Limited edition, ${artwork.limitedCount} left` : 'Limited edition']);
  return (
    <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-[0.875rem]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
