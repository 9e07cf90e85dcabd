import { type RefObject, useEffect, useId, useRef } from 'react';
import { useMoney } from '../../lib/currency.tsx';

type Props = {
  /** The button that opened it: focus returns there, and a click on it is not "outside". */
  anchor: RefObject<HTMLButtonElement | null>;
  title: string;
  formatName: string;
  price: number;
  onProceed: () => void;
  onClose: () => void;
};

const button =
  'inline-flex min-h-11 flex-1 items-center justify-center px-4 text-[0.75rem] font-semibold tracking-[0.14em] uppercase transition-colors duration-200';

/**
 * The small proceed-to-checkout popover for the chosen artwork and format: it names what is about
 * to be bought before the card checkout opens. Not modal: Escape, Cancel or a click elsewhere
 * close it and focus returns to Buy Now.
 */
export function ProceedPopover({ anchor, title, formatName, price, onProceed, onClose }: Props) {
  const { formatPrice } = useMoney();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const proceed = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    proceed.current?.focus();
    const close = () => {
      onClose();
      anchor.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!box.current?.contains(target) && !anchor.current?.contains(target)) onClose();
    };
    // Capture: the artwork dialog around it must not take Escape as "close the whole dialog".
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchor, onClose]);

  return (
    <div
      ref={box}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      className="absolute inset-x-0 bottom-full z-20 mb-2 border border-ink bg-paper p-5 shadow-[0_12px_32px_rgb(0_0_0/0.12)]"
    >
      <h3 id={`${id}-title`} className="font-display text-[1.25rem]">
        Proceed to Checkout
      </h3>
      <p id={`${id}-what`} className="mt-2 text-[0.9375rem] text-ink-soft">
        <span className="text-ink">{title}</span> · {formatName} · {formatPrice(price)}
      </p>
      <p className="mt-1 text-[0.8125rem] text-muted">Paid by card; the work is held for you while you pay.</p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={() => {
            onClose();
            anchor.current?.focus();
          }}
          className={`${button} border border-line hover:border-ink`}
        >
          Cancel
        </button>
        <button
          ref={proceed}
          type="button"
          onClick={onProceed}
          className={`${button} bg-ink text-paper hover:bg-accent`}
        >
          Proceed to Checkout
        </button>
      </div>
    </div>
  );
}
