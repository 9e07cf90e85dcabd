import { lazy, type ReactNode, Suspense, useState } from 'react';

const loaders = {
  'shipping-returns': () => import('./shipping-returns-modal.tsx'),
  'size-guide': () => import('./size-guide-modal.tsx'),
};
const modals = { 'shipping-returns': lazy(loaders['shipping-returns']), 'size-guide': lazy(loaders['size-guide']) };

type Props = { which: keyof typeof loaders; className?: string; children: ReactNode };

/** A button opening the Shipping & Returns or Size Guide dialog, loaded on first use. */
export function InfoModalButton({ which, className, children }: Props) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const Dialog = modals[which];
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loaders[which]()}
        onFocus={() => void loaders[which]()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={className}
      >
        {children}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
