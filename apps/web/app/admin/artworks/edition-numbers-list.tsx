import { type EditionNumbers, freeNumbers, numberRanges } from '@vernissage/contract';

/** Which numbers of the edition are sold, held by unpaid orders, withheld and free, as ranges. */
export function EditionNumbersList({ numbers }: { numbers: EditionNumbers }) {
  const rows: [string, number[]][] = [
    ['Sold', numbers.sold],
    ['Held', numbers.held],
    ['Withheld', numbers.withheld],
    ['Free', freeNumbers(numbers)],
  ];
  return (
    <section aria-labelledby="edition-numbers-title" className="sm:col-span-2">
      <h3 id="edition-numbers-title" className="text-[0.75rem] font-semibold tracking-[0.12em] text-muted uppercase">
        Numbers of {numbers.size}
      </h3>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-[0.875rem]">
        {rows.map(([label, list]) => (
          <div key={label} className="contents">
            <dt className="text-muted">
              {label} <span className="tabular-nums">({list.length})</span>
            </dt>
            <dd className="tabular-nums">{numberRanges(list)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
