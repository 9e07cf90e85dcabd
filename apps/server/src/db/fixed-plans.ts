/**
 * The SQL texts of the precompiled statements (decision 085): the fixed statements of every order,
 * job and setting read, which find their rows by key, so one plan serves every value. PostgreSQL
 * may plan them once for all (`namedStatements` prepares them); every other statement (a catalog
 * search, a filtered list) is planned for its own values each time it runs.
 */
const texts = new Set<string>();
/** Past this many texts (lists of many lengths make new ones), more are planned per run. */
const MAX_TEXTS = 2000;

export function markFixedPlan(sql: string): void {
  if (texts.size < MAX_TEXTS) texts.add(sql);
}

export const hasFixedPlan = (sql: string): boolean => texts.has(sql);
