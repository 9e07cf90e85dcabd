/**
 * The number of rows a write touched, as a plain number on both dialects: the one way to read
 * Kysely's bigint counts of an UPDATE, a DELETE, or an INSERT that may do nothing on conflict.
 */
export type WriteResult = {
  numUpdatedRows?: bigint;
  numDeletedRows?: bigint;
  numInsertedOrUpdatedRows?: bigint;
  /** A precompiled query's result (`precompiled.ts`). */
  numAffectedRows?: bigint | undefined;
};

export const affected = (result: WriteResult): number =>
  Number(
    result.numUpdatedRows ?? result.numDeletedRows ?? result.numInsertedOrUpdatedRows ?? result.numAffectedRows ?? 0n,
  );
