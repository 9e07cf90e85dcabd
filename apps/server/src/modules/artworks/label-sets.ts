import { formatKey, isMediumCategory } from '@vernissage/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { dialectOf } from '../../db/tx.ts';
import type { ArtworkFilter, LabelTest } from './artwork-filters.ts';
import type { LabelKind } from './artwork-rows.ts';
import type { LabelBits } from './label-bits.ts';

/**
 * How a SQLite page meets its label and format filters, by the size of the smallest set (counted up
 * to DENSE on the label index, a few milliseconds at most): a few works are looked up and sorted;
 * up to DENSE the order's index is walked testing the set (bounded: no table read, no look-up per
 * work, but the whole set is built first); beyond, each work walked is probed, which finds a page
 * of a set that large within the first entries unless the set and the order correlate badly.
 */
const SPARSE = 2000;
const DENSE = 20_000;

const labelRows = (db: Db, kind: 'collection' | 'tag', values: string[]) =>
  db
    .selectFrom('artwork_labels')
    .select('artwork_labels.artwork_id')
    .where('artwork_labels.kind', '=', kind)
    .where('artwork_labels.value', 'in', values);
const formatRows = (db: Db, names: string[]) =>
  db.selectFrom('artwork_formats').select('artwork_formats.artwork_id').where('name_key', 'in', names.map(formatKey));

type IdsOf = SelectQueryBuilder<Database, 'artwork_labels' | 'artwork_formats', { artwork_id: string }>;

type LabelFilter = keyof LabelBits;
const LABEL_KINDS: [filter: LabelFilter, kind: 'collection' | 'tag' | 'format'][] = [
  ['collection', 'collection'],
  ['tags', 'tag'],
  ['format', 'format'],
];

const filterValues = (f: ArtworkFilter, filter: LabelFilter) =>
  filter === 'format' ? f.format?.map(formatKey) : f[filter];

/** The bits of the filter's labels, for each label filter whose values all have one. */
export async function findLabelBits(db: Db, f: ArtworkFilter): Promise<LabelBits> {
  const wanted = LABEL_KINDS.flatMap(([filter, kind]) =>
    (filterValues(f, filter) ?? []).map((value) => ({ filter, kind, value })),
  );
  if (wanted.length === 0) return {};
  const rows = await db
    .selectFrom('label_bits')
    .select(['kind', 'value', 'slot'])
    .where((eb) => eb.or(wanted.map((w) => eb.and([eb('kind', '=', w.kind), eb('value', '=', w.value)]))))
    .execute();
  const bits: LabelBits = {};
  for (const [filter, kind] of LABEL_KINDS) {
    const values = filterValues(f, filter);
    if (!values?.length) continue;
    const slots = values.map((v) => rows.find((r) => r.kind === kind && r.value === v)?.slot);
    if (slots.every((s) => s !== undefined)) bits[filter] = slots as number[];
  }
  return bits;
}

function labelSets(db: Db, f: ArtworkFilter, bits: LabelBits = {}): IdsOf[] {
  return [
    f.collection?.length && !bits.collection ? labelRows(db, 'collection', f.collection) : undefined,
    f.tags?.length && !bits.tags ? labelRows(db, 'tag', f.tags) : undefined,
    f.format?.length && !bits.format ? formatRows(db, f.format) : undefined,
  ].filter((s) => s !== undefined) as IdsOf[];
}

export async function pageLabelTest(db: Db, f: ArtworkFilter, bits: LabelBits = {}): Promise<LabelTest> {
  const sets = labelSets(db, f, bits);
  if (dialectOf(db) !== 'sqlite' || sets.length === 0) return 'probe';
  const sizes = await Promise.all(
    sets.map(async (s) => {
      const row = await db
        .selectFrom(s.limit(DENSE + 1).as('s'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  );
  const n = Math.min(...sizes);
  return n <= SPARSE ? 'set' : n <= DENSE ? 'walk' : 'probe';
}

/**
 * The count of a filter that is one collection, tag or medium category alone, of one value: the
 * rows of that label in the label index, one per work (its primary key). A range of the index, so it
 * costs what the label holds, where counting its bit reads an entry for every work (decision 087).
 * Formats are left out: a work may hold two formats of one name. Else undefined.
 */
export async function countOneLabel(db: Db, f: ArtworkFilter, filters: string[]): Promise<number | undefined> {
  const [only, ...more] = filters;
  if (only === undefined || more.length > 0) return undefined;
  const medium = f.medium?.toLowerCase();
  const label: [kind: LabelKind, values: string[] | undefined] | undefined =
    only === 'collection'
      ? ['collection', f.collection]
      : only === 'tags'
        ? ['tag', f.tags]
        : only === 'medium' && medium !== undefined && isMediumCategory(medium)
          ? ['category', [medium]]
          : undefined;
  const [kind, values] = label ?? [];
  const value = values?.length === 1 ? values[0] : undefined;
  if (kind === undefined || value === undefined) return undefined;
  const row = await db
    .selectFrom('artwork_labels')
    .where('kind', '=', kind)
    .where('value', '=', value)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The count of a filter that is one label or format filter alone, read from its index; else undefined. */
export async function countLabelOnly(db: Db, f: ArtworkFilter, others: (key: string) => boolean, bits: LabelBits) {
  if (Object.keys(bits).length > 0) return undefined;
  const sets = labelSets(db, f);
  const only = sets.length === 1 && !Object.entries(f).some(([key, v]) => v !== undefined && others(key));
  const set = sets[0];
  if (!only || !set) return undefined;
  const row = await db
    .selectFrom(set.distinct().as('s'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
