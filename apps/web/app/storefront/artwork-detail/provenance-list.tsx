import type { ProvenanceEntry } from '@vernissage/contract';
import { useId } from 'react';

type Props = { entries: readonly ProvenanceEntry[]; headingLevel: 'h2' | 'h3' };

/** The work's public provenance, oldest first as the gallery ordered it: a date, then what happened. */
export function ProvenanceList({ entries, headingLevel: Heading }: Props) {
  const id = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className="label-caps mb-3 font-sans text-muted">
        Provenance
      </Heading>
      <ol className="flex flex-col gap-2 text-[0.875rem]">
        {entries.map((entry, i) => (
          // Entries have no id of their own; their place in the list is what identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered here
          <li key={i} className="grid grid-cols-[7rem_1fr] gap-x-4">
            <span className="text-muted">{entry.date}</span>
            <span className="text-ink-soft">{entry.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
