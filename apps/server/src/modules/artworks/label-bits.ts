import { type SqlBool, sql } from 'kysely';

/**
 * The label filters whose every value holds a bit in `artworks.label_mask` (migration 037), with
 * those bits: such a filter is a column test read from the listing index, like a category.
 */
export type LabelBits = { collection?: number[]; tags?: number[]; format?: number[] };

/** The works holding any of these bits: a test of a column every listing index holds. */
export const hasAnyBit = (slots: number[]) =>
  sql<SqlBool>`(${sql.ref('artworks.label_mask')} & (${sql.join(
    slots.map((s) => sql`(cast(1 as bigint) << ${s})`),
    sql` | `,
  )})) <> 0`;
