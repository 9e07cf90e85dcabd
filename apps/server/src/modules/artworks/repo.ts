import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import {
  type ArtworkFilter,
  type ArtworkPageFilter,
  applyFilters,
  type LabelTest,
  priceTestFor,
} from './artwork-filters.ts';
import { artworkOrder, listedPrice, type OrderTerm } from './artwork-order.ts';
import type { LabelBits } from './label-bits.ts';
import { countLabelOnly, countOneLabel, pageLabelTest } from './label-sets.ts';
import { countMatches, type TextMatch } from './text-match.ts';

export type { ArtworkFilter, ArtworkPageFilter };

const orderExpr = (t: OrderTerm) => {
  switch (t.column) {
    case 'title_key':
      return sql`lower(artworks.title)`;
    case 'year':
      return sql`coalesce(artworks.year, 0)`;
    case 'listed_price':
      return listedPrice;
    default:
      return sql.ref(`artworks.${t.column}`);
  }
};

/**
 * A page of a query; every match for filters alone (the back office's list). A page first finds its
 * ids by walking the order's listing index (migration 027: it holds the tested columns, so skipped
 * works cost no table read), then reads those rows alone.
 */
export async function findArtworkRows(
  db: Db,
  f: ArtworkFilter | ArtworkPageFilter,
  order?: OrderTerm[],
  text?: TextMatch,
  bits: LabelBits = {},
) {
  const terms = order ?? artworkOrder(f.sortBy, f.sortDirection);
  const base =
    'limit' in f
      ? db.selectFrom('artworks')
      : applyFilters(db.selectFrom('artworks'), f, 'probe', priceTestFor(terms), text, bits);
  let q = base
    .innerJoin('artists', 'artists.id', 'artworks.artist_id')
    .selectAll('artworks')
    .select(['artists.name as artist_name', 'artists.country as artist_country']);
  if ('limit' in f) {
    q = q.where('artworks.id', 'in', pageIds(db, f, terms, await pageLabelTest(db, f, bits), text, bits));
  }
  return ordered(q, terms).execute();
}

/** The ids of one page, in order: the query whose plan must walk the order's listing index unsorted. */
export function pageIds(
  db: Db,
  f: ArtworkPageFilter,
  terms: OrderTerm[],
  labels: LabelTest,
  text?: TextMatch,
  bits: LabelBits = {},
) {
  const matches = applyFilters(db.selectFrom('artworks'), f, labels, priceTestFor(terms), text, bits);
  return ordered(matches.select('artworks.id'), terms)
    .limit(f.limit)
    .offset(f.offset ?? 0);
}

function ordered<TB extends keyof Database, O>(
  q: SelectQueryBuilder<Database, TB, O>,
  terms: OrderTerm[],
): SelectQueryBuilder<Database, TB, O> {
  let out = q;
  for (const term of terms) out = out.orderBy(orderExpr(term), term.direction);
  return out;
}

/** What a query holds besides its filters. */
const NOT_FILTERS = new Set(['sortBy', 'sortDirection', 'limit', 'offset']);
const LABEL_FILTERS = new Set(['collection', 'tags', 'format']);

/** The number of matches; read from the trigram or label index alone when it is the only filter. */
export async function countArtworks(db: Db, f: ArtworkFilter, text?: TextMatch, bits: LabelBits = {}): Promise<number> {
  const served = (key: string) => (key === 'search' || key === 'medium') && text?.serves[key];
  const textOnly = Object.entries(f).every(([key, v]) => v === undefined || NOT_FILTERS.has(key) || served(key));
  if (text && textOnly) return countMatches(db, text);
  const filters = Object.entries(f).flatMap(([key, v]) => (v === undefined || NOT_FILTERS.has(key) ? [] : [key]));
  const oneLabel = text ? undefined : await countOneLabel(db, f, filters);
  if (oneLabel !== undefined) return oneLabel;
  const labelsOnly = text
    ? undefined
    : await countLabelOnly(db, f, (k) => !NOT_FILTERS.has(k) && !LABEL_FILTERS.has(k), bits);
  if (labelsOnly !== undefined) return labelsOnly;
  const row = await applyFilters(db.selectFrom('artworks'), f, 'set', 'seek', text, bits, true)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type ArtworkRowWithArtist = Awaited<ReturnType<typeof findArtworkRows>>[number];

/** Formats, images and labels of the given artworks, in three queries whatever the page size. */
export async function findArtworkParts(db: Db, ids: string[]) {
  if (ids.length === 0) return { formats: [], images: [], labels: [], provenance: [] };
  const [formats, images, labels, provenance] = await Promise.all([
    db
      .selectFrom('artwork_formats as f')
      .leftJoin('format_types as t', 't.id', 'f.format_type_id')
      .select(['f.id', 'f.artwork_id', 'f.name', 'f.price_cents', 'f.available', 'f.shipping_class'])
      .select('t.shipping_class as type_shipping_class')
      .where('f.artwork_id', 'in', ids)
      .orderBy('f.artwork_id')
      .orderBy('f.position')
      .execute(),
    findArtworkImages(db, ids),
    db
      .selectFrom('artwork_labels')
      .select(['artwork_id', 'kind', 'value'])
      .where('artwork_id', 'in', ids)
      .where('kind', 'in', ['tag', 'collection'])
      .orderBy('value')
      .execute(),
    findPublicProvenance(db, ids),
  ]);
  return { formats, images, labels, provenance };
}

/** The public provenance entries of these artworks, each artwork's in order. */
export function findPublicProvenance(db: Db, ids: string[]) {
  return db
    .selectFrom('artwork_provenance')
    .select(['artwork_id', 'date', 'text'])
    .where('artwork_id', 'in', ids)
    .where('public', '=', 1)
    .orderBy('artwork_id')
    .orderBy('position')
    .execute();
}

/** Every collection and tag in use, and one spelling of every format name (by its matching key). */
export async function findFacets(db: Db) {
  const [labels, formats] = await Promise.all([
    db
      .selectFrom('artwork_labels')
      .select(['kind', 'value'])
      .where('kind', 'in', ['tag', 'collection'])
      .groupBy(['kind', 'value'])
      .orderBy('value')
      .execute(),
    db
      .selectFrom('artwork_formats')
      .select((eb) => eb.fn.min('name').as('name'))
      .groupBy('name_key')
      .orderBy('name_key')
      .execute(),
  ]);
  return { labels, formats: formats.map((f) => f.name) };
}
export type ArtworkParts = Awaited<ReturnType<typeof findArtworkParts>>;

/** The pictures of the works, each work's in their order (the first is its cover). */
export function findArtworkImages(db: Db, ids: string[]) {
  return db
    .selectFrom('artwork_images')
    .innerJoin('media', 'media.id', 'artwork_images.media_id')
    .select([
      'artwork_images.artwork_id',
      'media.id',
      'media.width',
      'media.height',
      'media.widths',
      'media.placeholder',
    ])
    .where('artwork_images.artwork_id', 'in', ids)
    .orderBy('artwork_images.artwork_id')
    .orderBy('artwork_images.position')
    .execute();
}
