import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';

type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  /** Keeps the title for screen readers only (e.g. when the content has its own heading). */
  hideTitle?: boolean;
  /** A row pinned under the scrolling body (actions, totals). */
  footer?: ReactNode;
  /** Focus this element on open instead of the first focusable one. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  children?: ReactNode;
};

const widths: Record<ModalSize, string> = {
  sm: 'sm:max-w-md',
  md: 'sm:max-w-xl',
  lg: 'sm:max-w-3xl',
  xl: 'sm:max-w-6xl',
};

/**
 * The storefront's dialog: Radix traps focus, closes on Escape and on the overlay; focus returns to
 * whatever opened it and labels itself by its title. Fades and scales in ~250 ms (reduced motion
 * is honoured globally in app.css).
 */
export function Modal(props: ModalProps) {
  const { open, onOpenChange, title, description, size = 'md', hideTitle = false, footer, children } = props;
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 data-[state=closed]:animate-[fade-out_250ms_ease-out] data-[state=open]:animate-[fade-in_250ms_ease-out]" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
          <Dialog.Content
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement; // still the trigger at this point
              props.onOpenAutoFocus?.(event);
            }}
            onCloseAutoFocus={(event) => {
              // Radix only returns focus to its own Dialog.Trigger; ours are plain buttons anywhere.
              event.preventDefault();
              if (document.querySelector('[role="dialog"][data-state="open"]')) return; // another dialog took over
              const target = opener.current?.isConnected ? opener.current : props.fallbackFocus?.();
              if (target instanceof HTMLElement) target.focus();
            }}
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
            className={`pointer-events-auto relative flex max-h-[92svh] w-full flex-col bg-paper shadow-lifted outline-none data-[state=closed]:animate-[modal-out_250ms_var(--ease-gallery)] data-[state=open]:animate-[modal-in_250ms_var(--ease-gallery)] sm:max-h-[88svh] ${widths[size]}`}
          >
            <div
              className={`flex shrink-0 items-start justify-between gap-4 pr-2 pl-6 sm:pl-8 ${hideTitle ? 'absolute top-2 right-0 z-10' : 'pt-6 pb-2 sm:pt-8'}`}
            >
              <div className={hideTitle ? 'sr-only' : 'min-w-0 pt-1'}>
                <Dialog.Title className="font-display text-[1.625rem] leading-tight sm:text-[1.875rem]">
                  {title}
                </Dialog.Title>
                {description !== undefined && (
                  <Dialog.Description className="mt-2 text-[0.9375rem] text-muted">{description}</Dialog.Description>
                )}
              </div>
              <Dialog.Close
                aria-label="Close"
                className={`grid size-11 shrink-0 place-items-center rounded-full transition-colors duration-200 hover:bg-mat ${hideTitle ? '' : '-mt-2 sm:-mt-3'}`}
              >
                <X aria-hidden className="size-5" strokeWidth={1.5} />
              </Dialog.Close>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 pt-2 pb-6 sm:px-8 sm:pb-8">
              {children}
            </div>
            {footer !== undefined && (
              <div className="shrink-0 border-t border-line px-6 py-4 sm:px-8 sm:py-5">{footer}</div>
            )}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
