import { type ReactNode, Suspense } from 'react';

/**
 * The server renders the children in place (nothing here suspends); the browser hydrates them in
 * their own pass, so hydrating a page is several short tasks rather than one long one that blocks
 * input (decision 016). Visually nothing changes.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
