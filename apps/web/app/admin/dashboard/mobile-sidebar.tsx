import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode };

/** Below 1024 px the sidebar slides over the page from the left. */
export function MobileSidebar({ open, onOpenChange, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/45 data-[state=closed]:animate-[fade-out_200ms_ease-out] data-[state=open]:animate-[fade-in_200ms_ease-out] lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[min(18rem,86vw)] bg-mat shadow-lifted outline-none data-[state=closed]:animate-[slide-out-left_200ms_var(--ease-gallery)] data-[state=open]:animate-[slide-in-left_250ms_var(--ease-gallery)] lg:hidden"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Dialog.Close
            aria-label="Close menu"
            className="absolute top-4 right-2 z-10 grid size-10 place-items-center transition-colors hover:bg-mat-deep"
          >
            <X aria-hidden className="size-5" strokeWidth={1.5} />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
