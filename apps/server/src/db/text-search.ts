import { type SqlBool, sql } from 'kysely';

const likeTerm = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring match with LIKE's wildcards escaped, the same on both dialects. */
export const contains = (column: string, text: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${likeTerm(text)} escape '\\'`;

/** The same match on a column that holds its text lower-cased already (no `lower()` per row read). */
export const containsLowered = (column: string, text: string) =>
  sql<SqlBool>`${sql.ref(column)} like ${likeTerm(text)} escape '\\'`;
