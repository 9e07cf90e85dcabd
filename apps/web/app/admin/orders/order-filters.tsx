import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SelectField, TextField } from '../ui/fields.tsx';
import type { FilterKey, OrderFilters } from './order-list-query.ts';
import { useDebouncedCommit } from './use-debounced.ts';

/** Typing pauses this long before the list asks the server again. */
const SEARCH_DEBOUNCE_MS = 350;

type Props = { filters: OrderFilters; onChange: (key: FilterKey, value: string) => void };

const selects: { key: Exclude<FilterKey, 'email'>; label: string; options: [string, string][] }[] = [
  {
    key: 'fulfillmentType',
    label: 'Customer Type',
    options: [
      ['', 'All Types'],
      ['shipping', 'Shipping Customers'],
      ['storage', 'Storage Customers'],
    ],
  },
  {
    key: 'paymentStatus',
    label: 'Payment Status',
    options: [
      ['', 'All Statuses'],
      ['pending', 'Pending'],
      ['partial', 'Partial'],
      ['completed', 'Completed'],
    ],
  },
  {
    key: 'status',
    label: 'Order Status',
    options: [
      ['', 'All Statuses'],
      ['pending', 'Pending'],
      ['processing', 'Processing'],
      ['shipped', 'Shipped'],
      ['delivered', 'Delivered'],
      ['completed', 'Completed'],
      ['cancelled', 'Cancelled'],
    ],
  },
];

/** Search Email (debounced) and the three selects; each change goes back to page 1. */
export function OrderFiltersBar({ filters, onChange }: Props) {
  const [email, setEmail] = useState(filters.email);
  const committed = useRef(filters.email);
  // The address can change under the field (Back, a shared link): the field follows it, but not
  // when the change is the field's own search arriving while the admin types on.
  useEffect(() => {
    if (filters.email !== committed.current) setEmail(filters.email);
    committed.current = filters.email;
  }, [filters.email]);
  useDebouncedCommit(
    email,
    (typed) => {
      if (typed.trim() === committed.current) return;
      committed.current = typed.trim();
      onChange('email', typed.trim());
    },
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <search
      aria-label="Filter orders"
      className="mb-5 grid grid-cols-2 gap-3 border border-line bg-white/60 p-3 sm:grid-cols-3 sm:p-4 lg:grid-cols-4"
    >
      <div className="relative col-span-2 sm:col-span-3 lg:col-span-1">
        <TextField
          label="Search Email"
          type="search"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="Customer email..."
          autoComplete="off"
          spellCheck={false}
          className="[&_input]:pl-9"
        />
        <Search aria-hidden className="pointer-events-none absolute bottom-3 left-3 size-4 text-muted" />
      </div>
      {selects.map((s) => (
        <SelectField
          key={s.key}
          className={s.key === 'status' ? 'col-span-2 sm:col-span-1' : ''}
          label={s.label}
          value={filters[s.key]}
          onChange={(e) => onChange(s.key, e.target.value)}
        >
          {s.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      ))}
    </search>
  );
}
