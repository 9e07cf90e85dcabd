import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { controlClass } from './fields.tsx';
import { type ChoiceOption, matchingOptions } from './options.ts';

type Props = {
  label: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
  className?: string;
  /** Hides the label visually (a row of a table names it by its column). */
  hideLabel?: boolean;
};

/**
 * A searchable choice (the ARIA combobox pattern): type to narrow the list, arrows to move, Enter
 * or a click to choose, Escape to go back. Leaving it keeps the choice unless the text names one.
 */
export function Combobox(props: Props) {
  const { label, options, value, onChange, onBlur, inputRef, error, hint, placeholder, className = '' } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const open = query !== null;
  const shown = useMemo(() => (open ? matchingOptions(options, query) : []), [open, options, query]);
  const selected = options.find((o) => o.value === value);

  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  const choose = (option: ChoiceOption | undefined) => {
    if (option) onChange(option.value);
    setQuery(null);
  };
  const typed = (text: string) => {
    setQuery(text);
    // Opened without a search, the list starts at the current choice.
    const current = options.findIndex((o) => o.value === value);
    setActive(text === '' && current > 0 ? current : 0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return typed('');
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(shown.length - 1, 0)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setQuery(null);
    }
  };
  const leave = () => {
    // Text that names exactly one option chooses it; anything else keeps the choice as it was.
    if (query?.trim()) {
      const q = query.trim().toLowerCase();
      const exact = options.find((o) => o.value.toLowerCase() === q || o.label.toLowerCase() === q);
      choose(exact ?? (shown.length === 1 ? shown[0] : undefined));
    } else setQuery(null);
    onBlur?.();
  };
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  return (
    <div className={`relative ${className}`}>
      <label
        htmlFor={id}
        className={props.hideLabel ? 'sr-only' : 'mb-1.5 block text-[0.8125rem] font-medium text-ink-soft'}
      >
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={inputRef}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && shown[active] ? `${id}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          value={query ?? selected?.label ?? ''}
          placeholder={placeholder}
          onChange={(e) => typed(e.target.value)}
          onClick={() => !open && typed('')}
          onKeyDown={onKeyDown}
          onBlur={leave}
          className={`${controlClass} h-10 pr-9`}
        />
        <ChevronDown aria-hidden className="pointer-events-none absolute top-3 right-3 size-4 text-muted" />
      </div>
      <div
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={label}
        hidden={!open || shown.length === 0}
        className="absolute inset-x-0 z-30 mt-1 max-h-64 overflow-auto border border-subtle bg-white py-1 shadow-[0_8px_24px_rgb(0_0_0/0.08)]"
      >
        {shown.map((o, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input moves and chooses by key (aria-activedescendant)
          <div
            key={o.value}
            tabIndex={-1}
            id={`${id}-${i}`}
            data-index={i}
            role="option"
            aria-selected={o.value === value}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(o)}
            onMouseMove={() => setActive(i)}
            className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-[0.875rem] ${i === active ? 'bg-mat' : ''}`}
          >
            {o.label}
            {o.value === value && <Check aria-hidden className="size-4 shrink-0 text-ink-soft" />}
          </div>
        ))}
      </div>
      {open && shown.length === 0 && (
        <p
          role="status"
          className="absolute inset-x-0 z-30 mt-1 border border-subtle bg-white px-3 py-2 text-[0.875rem] text-muted"
        >
          No match
        </p>
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-[0.75rem] text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-[0.8125rem] text-error">
          {error}
        </p>
      )}
    </div>
  );
}
