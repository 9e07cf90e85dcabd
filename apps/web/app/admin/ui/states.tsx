import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';

/** 'Loading...' and its kin: quiet text where the content will be. */
export function LoadingState({ children = 'Loading...' }: { children?: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 py-12 text-[0.9375rem] text-muted">
      <span aria-hidden className="size-3 animate-pulse rounded-full bg-mat-deep" />
      {children}
    </p>
  );
}

/** An empty list: what is missing and, when there is one, the action that fills it. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="border border-dashed border-line bg-white/50 px-6 py-14 text-center">
      <p className="mx-auto max-w-md text-[0.9375rem]">{title}</p>
      {children && <div className="mx-auto mt-2 max-w-md text-[0.875rem] text-muted">{children}</div>}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}

/** A failed load, in place of the content. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 border-l-2 border-error bg-error/5 px-4 py-3"
    >
      <p className="text-[0.9375rem] text-error">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="text-[0.875rem] font-medium underline underline-offset-4">
          Try again
        </button>
      )}
    </div>
  );
}

/** The bar above a tab's content: what the list holds, and the tab's main action. */
export function PanelToolbar({ summary, children }: { summary: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <p className="text-[0.875rem] text-muted">{summary}</p>
      {children && <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">{children}</div>}
    </div>
  );
}

/** A tab only an Owner may use, opened by Staff: the reason, and whom to ask, in place of the content. */
export function OwnerOnlyState({ reason }: { reason: string }) {
  return (
    <div role="alert" className="max-w-xl border border-line bg-white px-6 py-8">
      <LockKeyhole aria-hidden className="size-5 text-ink-soft" strokeWidth={1.75} />
      <p className="mt-3 font-display text-[1.25rem] leading-snug">{reason}</p>
      <p className="mt-2 text-[0.875rem] text-muted">
        Your account is Staff: you run the catalog, orders, newsletters and cookie consents. Ask an Owner of the shop to
        make this change, or to make you an Owner.
      </p>
    </div>
  );
}
