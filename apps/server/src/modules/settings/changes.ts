import type { AdminShopSettings } from '@vernissage/contract';

type Flat = Record<string, string>;

const isPlain = (v: unknown) => typeof v !== 'object' || v === null;

// Nested sections become dotted names (`address.city`, `taxRates.0.rate`), so each line names one
// field; a list of plain values (a zone's countries) is one field.
function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (Array.isArray(value) && value.every(isPlain)) {
    out[prefix] = value.join(', ');
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = String(value);
  }
  return out;
}

const shown = (value: string | undefined): string => {
  if (value === undefined) return '(not set)';
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? '(empty)' : text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** Each changed field as `name: old → new`, in the settings' own order. */
export function settingsChanges(before: AdminShopSettings, after: AdminShopSettings): string[] {
  const old = flatten(before, '', {});
  return Object.entries(flatten(after, '', {}))
    .filter(([field, value]) => old[field] !== value)
    .map(([field, value]) => `${field}: ${shown(old[field])} → ${shown(value)}`);
}
