import type { CardArtwork } from './card-artwork.ts';
import { wasPrice } from './card-artwork.ts';

/** Small labels over the picture's corner: Sold Out, Reserved, Limited Edition, Reduced. */
export function CardBadges({ artwork }: { artwork: CardArtwork }) {
  const badges: { text: string; strong: boolean }[] = [];
  if (artwork.availability === 'sold') badges.push({ text: 'Sold Out', strong: true });
  else if (artwork.availability === 'reserved') badges.push({ text: 'Reserved', strong: false });
  if (artwork.limited && artwork.availability !== 'sold') badges.push({ text: 'Limited Edition', strong: false });
  if (wasPrice(artwork) !== null && artwork.availability !== 'sold') badges.push({ text: 'Reduced', strong: false });
  if (badges.length === 0) return null;
  return (
    <ul className="absolute top-3 left-3 flex flex-col items-start gap-1">
      {badges.map((b) => (
        <li key={b.text} className={`label-caps bg-paper px-2 py-1 ${b.strong ? 'text-accent' : 'text-ink-soft'}`}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}
