import type { ReactNode } from 'react';

/** The quiet page around the admin's sign-in: the wordmark and one panel on the mat. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center bg-mat px-4 py-12">
      <p className="mb-8 text-center">
        <span className="block font-display text-[1.25rem] tracking-[0.24em] uppercase">Vernissage</span>
        <span className="label-caps mt-1 block text-muted">Back office</span>
      </p>
      <main className="w-full max-w-[26rem] bg-paper px-6 py-10 shadow-hung sm:px-10">{children}</main>
    </div>
  );
}
