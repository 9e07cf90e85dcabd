/** Recognises constraint violations the same way on SQLite and PostgreSQL. */
const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';

export const isUniqueViolation = (error: unknown): boolean =>
  ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes(codeOf(error));

export const isForeignKeyViolation = (error: unknown): boolean =>
  ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY'].includes(codeOf(error));
