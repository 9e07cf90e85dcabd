import type { ReactNode } from 'react';

/** One titled part of a long settings form: the title and its purpose beside, the fields in two columns. */
export function FormSection({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="grid gap-x-10 gap-y-4 border-b border-line py-7 first:pt-0 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div>
        <h2 className="text-[1.125rem]">{title}</h2>
        <p className="mt-1 text-[0.8125rem] text-muted">{text}</p>
      </div>
      <div className="grid content-start gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
