import { lazy, type ReactNode, Suspense, useState } from 'react';

const loadModal = () => import('./contact-modal.tsx');
const ContactModal = lazy(loadModal);

/** A button that opens the Contact Us dialog (loaded on first use). */
export function ContactButton({ className, children = 'Contact Us' }: { className?: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
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
          <ContactModal open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
