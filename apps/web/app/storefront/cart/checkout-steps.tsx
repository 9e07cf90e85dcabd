/** The three steps of the card checkout, in order. */
const GUEST_CHECKOUT_STEPS = ['Details', 'Payment', 'Done'] as const;
export type GuestCheckoutStep = 0 | 1 | 2;

/** Where the buyer is: the current step is marked for screen readers with aria-current. */
export function CheckoutSteps({ current }: { current: GuestCheckoutStep }) {
  return (
    <ol aria-label="Checkout steps" className="mb-6 flex gap-2 border-b border-line pb-4 text-[0.8125rem]">
      {GUEST_CHECKOUT_STEPS.map((label, i) => (
        <li
          key={label}
          aria-current={i === current ? 'step' : undefined}
          className={`flex items-center gap-2 ${i === current ? 'font-medium text-ink' : 'text-muted'}`}
        >
          <span
            aria-hidden
            className={`grid size-6 place-items-center rounded-full border text-[0.75rem] tabular-nums ${
              i === current ? 'border-ink bg-ink text-paper' : i < current ? 'border-ink' : 'border-line'
            }`}
          >
            {i + 1}
          </span>
          {label}
          {i < GUEST_CHECKOUT_STEPS.length - 1 && (
            <span aria-hidden className="px-1 text-line">
              —
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
