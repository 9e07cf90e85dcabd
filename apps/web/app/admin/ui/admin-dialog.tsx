import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { primaryButton, secondaryButton } from './buttons.ts';
import { useOverflows } from './use-overflows.ts';

type Size = 'sm' | 'md' | 'lg' | 'xl';

export type AdminDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  size?: Size;
  /** A row pinned under the scrolling body: the dialog's actions. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes once it closes, when not back to the control that opened it (an editor's caret);
   * answering false gives it back to that control after all.
   */
  onCloseFocus?: () => boolean | undefined;
  children?: ReactNode;
};

const widths: Record<Size, string> = {
  sm: 'sm:max-w-md',
  md: 'sm:max-w-xl',
  lg: 'sm:max-w-3xl',
  xl: 'sm:max-w-5xl',
};

/**
 * The back office's dialog (Radix): traps focus, closes on Escape and on the backdrop, gives focus
 * back to the control that opened it and is labelled by its title. Denser than the storefront's modal.
 */
export function AdminDialog(props: AdminDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    size = 'md',
    footer,
    role = 'dialog',
    onCloseFocus,
    children,
  } = props;
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Backdrop and dialog share one layer, so a dialog opened from another covers it, dimmed. */}
        <div className="fixed inset-0 z-50">
          <Dialog.Overlay className="absolute inset-0 bg-ink/45 data-[state=closed]:animate-[fade-out_200ms_ease-out] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
          <div className="pointer-events-none absolute inset-0 flex items-end justify-center sm:items-center sm:p-6">
            <Dialog.Content
              role={role}
              onOpenAutoFocus={(event) => {
                opener.current = document.activeElement; // still the button that opened it
                // The field marked data-autofocus takes the focus. React's autoFocus alone is not enough
                // in a dialog opened from inside another: that one's focus trap takes the focus back.
                const field = event.target instanceof Element && event.target.querySelector('[data-autofocus]');
                if (field instanceof HTMLElement) {
                  event.preventDefault();
                  field.focus();
                }
              }}
              onCloseAutoFocus={(event) => {
                // Radix returns focus only to its own Dialog.Trigger; ours are plain buttons anywhere,
                // including inside a dialog still open beneath this one.
                event.preventDefault();
                const moved = onCloseFocus ? onCloseFocus() !== false : false;
                if (!moved && opener.current instanceof HTMLElement && opener.current.isConnected)
                  opener.current.focus();
              }}
              {...(description === undefined ? { 'aria-describedby': undefined } : {})}
              className={`pointer-events-auto relative flex max-h-[94svh] w-full flex-col bg-paper shadow-lifted outline-none data-[state=closed]:animate-[modal-out_200ms_var(--ease-gallery)] data-[state=open]:animate-[modal-in_250ms_var(--ease-gallery)] sm:max-h-[90svh] ${widths[size]}`}
            >
              <div
                className={`flex shrink-0 items-start justify-between gap-4 py-4 pr-3 pl-5 sm:pl-6 ${children !== undefined ? 'border-b border-line' : ''}`}
              >
                <div className="min-w-0 pt-1">
                  <Dialog.Title className="font-display text-[1.375rem] leading-tight">{title}</Dialog.Title>
                  {description !== undefined && (
                    <Dialog.Description className="mt-1 text-[0.875rem] text-muted">{description}</Dialog.Description>
                  )}
                </div>
                <Dialog.Close
                  aria-label="Close"
                  className="grid size-10 shrink-0 place-items-center transition-colors duration-150 hover:bg-mat"
                >
                  <X aria-hidden className="size-5" strokeWidth={1.5} />
                </Dialog.Close>
              </div>
              {children !== undefined && <DialogBody>{children}</DialogBody>}
              {footer !== undefined && (
                <div className="shrink-0 border-t border-line bg-white/60 px-5 py-3 sm:px-6">{footer}</div>
              )}
            </Dialog.Content>
          </div>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel on the left of the primary action on wide screens; stacked, primary first, on phones. */
export function DialogActions({ children, note }: { children: ReactNode; note?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-[0.8125rem] text-muted">{note}</div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
    </div>
  );
}

type FormActionsProps = {
  /** The id of the form the primary button submits. */
  formId: string;
  onCancel: () => void;
  disabled?: boolean;
  /** The primary button's text, already reflecting the pending state ('Saving...'). */
  submitLabel: string;
  note?: ReactNode;
};

/** Cancel and the submit button of a dialog's form, the pair every form dialog ends with. */
export function FormActions({ formId, onCancel, disabled, submitLabel, note }: FormActionsProps) {
  return (
    <DialogActions note={note}>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" form={formId} disabled={disabled} className={primaryButton}>
        {submitLabel}
      </button>
    </DialogActions>
  );
}

type DialogFormProps = {
  /** The id FormActions' submit button points at. */
  id: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  className?: string;
  children: ReactNode;
};

/**
 * A dialog's form. React bubbles events through portals, so a dialog opened from inside another
 * dialog's form (the artwork's '+ Add New Artist') would submit that one too: the submit stops here.
 */
export function DialogForm({ id, onSubmit, className, children }: DialogFormProps) {
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
      className={className}
    >
      {children}
    </form>
  );
}

/** The dialog's scrolling body; a tab stop (labelled by the dialog) only while it scrolls. */
function DialogBody({ children }: { children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(body);
  return (
    <div
      ref={body}
      {...(scrolls ? { tabIndex: 0 } : {})}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent sm:px-6"
    >
      {children}
    </div>
  );
}
