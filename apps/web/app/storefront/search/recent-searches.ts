/** At most 6 recent searches, most recent first, no duplicates. */
export const RECENT_SEARCHES_KEY = 'recentSearches';
const MAX_RECENT_SEARCHES = 6;

/**
 * The list after searching for `term`: it moves to the front; the same words in other case count
 * once. `replacing` is the term saved a moment ago in the same search box: when the visitor was
 * still typing (one term extends the other) it is replaced rather than kept ('fjo' -> 'fjord').
 */
export function rememberSearch(list: readonly string[], term: string, replacing?: string): string[] {
  const clean = term.trim().replace(/\s+/g, ' ');
  if (!clean) return list.slice(0, MAX_RECENT_SEARCHES);
  const key = clean.toLowerCase();
  const previous = replacing?.trim().toLowerCase();
  const typing = previous && (key.startsWith(previous) || previous.startsWith(key));
  const kept = list.filter((t) => {
    const k = t.trim().toLowerCase();
    return k !== key && !(typing && k === previous);
  });
  return [clean, ...kept].slice(0, MAX_RECENT_SEARCHES);
}

export function parseRecentSearches(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(value)) return [];
    return value.filter((t): t is string => typeof t === 'string' && t.trim() !== '').slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}
