import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

type Props<T extends string> = {
  tabs: readonly { id: T; label: string }[];
  current: T;
  onChange: (id: T) => void;
  children: ReactNode;
};

/** ARIA tabs: arrow keys, Home and End move between them; the panel below is labelled by its tab. */
export function SettingsTabs<T extends string>({ tabs, current, onChange, children }: Props<T>) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const tab = tabs[to];
    if (tab) onChange(tab.id);
    refs.current[to]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label="Settings sections" className="mb-5 flex gap-1 border-b border-line">
        {tabs.map((tab, i) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(e) => move(e, i)}
              className={`-mb-px min-h-10 border-b-2 px-3 text-[0.875rem] transition-colors ${
                selected ? 'border-ink font-medium text-ink' : 'border-transparent text-muted hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
        {children}
      </div>
    </>
  );
}
