import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { secondaryButton } from './buttons.ts';
import { TextField } from './fields.tsx';

export type DayRange = { from: string; to: string };

/** A tab's day range kept in the address (`?from=&to=`): empty days are the server's default. */
export function useDayRange() {
  const [params, setParams] = useSearchParams();
  const range: DayRange = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const setDay = (key: keyof DayRange, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { range, setDay, clear };
}

/**
 * 'From' and 'To' day fields over a range from `useDayRange`, showing the range the server answered
 * for (`shown`) while a day is left empty, and a button back to the default; `children` add actions.
 */
export function DayRangeForm({
  label,
  state,
  shown,
  clearLabel,
  children,
}: {
  label: string;
  state: ReturnType<typeof useDayRange>;
  shown: DayRange | undefined;
  clearLabel: string;
  children?: ReactNode;
}) {
  const { range, setDay, clear } = state;
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()} aria-label={label}>
      <TextField
        label="From"
        type="date"
        value={range.from || shown?.from || ''}
        onChange={(e) => setDay('from', e.target.value)}
        className="w-40"
      />
      <TextField
        label="To"
        type="date"
        value={range.to || shown?.to || ''}
        onChange={(e) => setDay('to', e.target.value)}
        className="w-40"
      />
      <button type="button" className={secondaryButton} disabled={!range.from && !range.to} onClick={clear}>
        {clearLabel}
      </button>
      {children}
    </form>
  );
}
