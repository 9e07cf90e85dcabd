import type { ReactNode } from 'react';

export type InfoSection = { id: string; title: string; body: ReactNode };

/** Long-form text: quiet paragraphs and lists, links underlined. */
const proseClass =
  'text-[1rem] leading-[1.75] text-ink-soft [&_a]:font-medium [&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-2 [&_li]:pl-1 [&_p+p]:mt-4 [&_p+ul]:mt-3 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5 [&_ul+p]:mt-4';

/** The sections of a policy, as on the page (h2) or inside a dialog whose title is the h2 (h3). */
export function InfoSections({ sections, level = 2 }: { sections: InfoSection[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-12">
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
          <Heading
            id={`${s.id}-heading`}
            className={level === 2 ? 'mb-4 text-[1.5rem] sm:text-[1.75rem]' : 'mb-3 text-[1.25rem]'}
          >
            {s.title}
          </Heading>
          <div className={proseClass}>{s.body}</div>
        </section>
      ))}
    </div>
  );
}

type PageProps = {
  eyebrow: string;
  title: string;
  updated: string;
  intro?: ReactNode;
  sections: InfoSection[];
  /** After the sections (e.g. 'Back to Home'). */
  footer?: ReactNode;
};

/** A legal or information page: title, Last updated line, contents on wide screens, sections. */
export function InfoPage({ eyebrow, title, updated, intro, sections, footer }: PageProps) {
  return (
    <article className="page-frame py-14 sm:py-20">
      <header className="max-w-3xl border-b border-line pb-10">
        <p className="label-caps text-muted">{eyebrow}</p>
        <h1 className="mt-4 text-[clamp(2.5rem,7vw,4rem)] font-light">{title}</h1>
        <p className="mt-5 text-[0.875rem] text-muted">{`Last updated ${updated}`}</p>
        {intro && <div className={`mt-6 max-w-2xl ${proseClass} text-[1.0625rem]`}>{intro}</div>}
      </header>
      <div className="mt-12 grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[15rem_minmax(0,44rem)] lg:gap-20">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-[calc(var(--spacing-header)+2rem)]">
            <p className="label-caps mb-4 text-muted">On this page</p>
            <ol className="grid gap-1 text-[0.875rem]">
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="inline-block py-1 text-ink-soft link-quiet hover:text-ink">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div>
          <InfoSections sections={sections} />
          {footer && <div className="mt-16 border-t border-line pt-10">{footer}</div>}
        </div>
      </div>
    </article>
  );
}
