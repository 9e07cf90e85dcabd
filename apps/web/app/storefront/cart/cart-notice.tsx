import type { CartChange } from './cart-refresh.ts';

const reasons: Record<CartChange['kind'], string> = {
  sold: 'has sold',
  unavailable: 'is no longer available in this format',
  price: 'has a new price',
  'on-request': 'is now offered on request: ask the gallery about it',
};

/** Tells the visitor what the gallery changed since they added the pieces (server figures win). */
export function CartNotice({ changes }: { changes: CartChange[] }) {
  if (changes.length === 0) return null;
  return (
    <div role="status" className="border-l-2 border-accent bg-mat px-4 py-3 text-[0.8125rem] leading-relaxed">
      <p className="font-semibold">Your bag has been updated</p>
      <ul className="mt-1 text-ink-soft">
        {changes.map((c) => (
          <li key={c.id}>
            <cite className="italic">{c.title}</cite> {reasons[c.kind]}.
          </li>
        ))}
      </ul>
    </div>
  );
}
