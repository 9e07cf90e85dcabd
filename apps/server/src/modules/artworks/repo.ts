import type { ArtworkFilters, ArtworkQuery } from '@vernissage/contract';
import { formatKey, isMediumCategory } from '@vernissage/contract';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { contains } from '../../db/text-search.ts';
import { toCents } from '../../platform/money.ts';
import { artworkOrder, type OrderTerm } from './artwork-order.ts';
import { categoryBit, type LabelKind } from './artwork-rows.ts';
import { matchedWorks, type TextMatch } from './text-match.ts';

type Query = SelectQueryBuilder<Database, 'artworks', object>;

/** The filters as the repo reads them: `newArrivals` has become the date a new arrival is added after. */
export type ArtworkFilter = Omit<ArtworkFilters, 'newArrivals'> & { addedSince?: string };
/** One page of them (public reads always carry a limit; the back office reads every match). */
export type ArtworkPageFilter = ArtworkFilter & Pick<ArtworkQuery, 'limit' | 'offset'>;

/**
 * Applies every filter of GET /api/artworks; all values are bound parameters. A page walks its
 * order's index and probes each work's labels (`exists`: it stops after a page of matches); a count
 * reads the label index's matches instead (`in`: 5x faster at 100,000 works than probing every work).
 * `text`, on SQLite, replaces the substring terms it serves with the trigram index's matches.
 */
function applyFilters(q: Query, f: ArtworkFilter, labels: 'exists' | 'in' = 'exists', text?: TextMatch): Query {
  return q.where((eb) => {
    const hasLabel = (kind: LabelKind, values: string[]) => {
      if (labels === 'in') {
        return eb(
          'artworks.id',
          'in',
          eb
            .selectFrom('artwork_labels')
            .select('artwork_labels.artwork_id')
            .where('artwork_labels.kind', '=', kind)
            .where('artwork_labels.value', 'in', values),
        );
      }
      return eb.exists(
        eb
          .selectFrom('artwork_labels')
          .select(sql.lit(1).as('one'))
          .whereRef('artwork_labels.artwork_id', '=', 'artworks.id')
          .where('artwork_labels.kind', '=', kind)
          .where('artwork_labels.value', 'in', values),
      );
    };
    const all: Expression<SqlBool>[] = [];
    if (f.featured) all.push(eb('artworks.featured', '=', f.featured === 'true' ? 1 : 0));
    if (f.limited) all.push(eb('artworks.limited', '=', f.limited === 'true' ? 1 : 0));
    if (f.addedSince) all.push(eb('artworks.created_at', '>=', f.addedSince));
    if (f.minPrice !== undefined) all.push(eb('artworks.price_cents', '>=', toCents(f.minPrice)));
    if (f.maxPrice !== undefined) all.push(eb('artworks.price_cents', '<=', toCents(f.maxPrice)));
    if (f.medium) {
      const m = f.medium.toLowerCase();
      // A category is every one the work's medium, formats or tags match (a label per category).
      // The work's category bits, held in every listing index: tested without reading the table.
      if (isMediumCategory(m)) all.push(sql<SqlBool>`(${sql.ref('artworks.category_mask')} & ${categoryBit(m)}) <> 0`);
      else if (!text?.serves.medium) all.push(contains('artworks.medium', m));
    }
    if (f.artistId) all.push(eb('artworks.artist_id', '=', f.artistId));
    if (f.artist?.length) {
      const names = f.artist.map((a) => a.toLowerCase());
      all.push(
        eb.or([
          eb('artworks.artist_id', 'in', f.artist),
          eb(
            'artworks.artist_id',
            'in',
            eb.selectFrom('artists').select('artists.id').where(sql`lower(artists.name)`, 'in', names),
          ),
        ]),
      );
    }
    if (f.ids) all.push(eb('artworks.id', 'in', f.ids.length ? f.ids : ['']));
    if (f.search && !text?.serves.search) all.push(contains('artworks.search_text', f.search));
    if (text) all.push(matchedWorks(text));
    if (f.collection?.length) all.push(hasLabel('collection', f.collection));
    if (f.tags?.length) all.push(hasLabel('tag', f.tags));
    if (f.format?.length) {
      all.push(
        eb.exists(
          eb
            .selectFrom('artwork_formats')
            .select(sql.lit(1).as('one'))
            .whereRef('artwork_formats.artwork_id', '=', 'artworks.id')
            .where('artwork_formats.name_key', 'in', f.format.map(formatKey)),
        ),
      );
    }
    return eb.and(all);
  });
}

const orderExpr = (t: OrderTerm) => {
  switch (t.column) {
    case 'title_key':
      return sql`lower(artworks.title)`;
    case 'year':
      return sql`coalesce(artworks.year, 0)`;
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
) {
  const terms = order ?? artworkOrder(f.sortBy, f.sortDirection);
  const base = 'limit' in f ? db.selectFrom('artworks') : applyFilters(db.selectFrom('artworks'), f, 'exists', text);
  let q = base
    .innerJoin('artists', 'artists.id', 'artworks.artist_id')
    .selectAll('artworks')
    .select(['artists.name as artist_name', 'artists.country as artist_country']);
  if ('limit' in f) {
    const page = applyFilters(db.selectFrom('artworks'), f, 'exists', text).select('artworks.id');
    q = q.where(
      'artworks.id',
      'in',
      ordered(page, terms)
        .limit(f.limit)
        .offset(f.offset ?? 0),
    );
  }
  return ordered(q, terms).execute();
}

function ordered<TB extends keyof Database, O>(
  q: SelectQueryBuilder<Database, TB, O>,
  terms: OrderTerm[],
): SelectQueryBuilder<Database, TB, O> {
  let out = q;
  for (const term of terms) out = out.orderBy(orderExpr(term), term.direction);
  return out;
}

/** Filters that leave the count to the trigram index when they are all it serves. */
const NOT_FILTERS = new Set(['sortBy', 'sortDirection', 'limit', 'offset']);

export async function countArtworks(db: Db, f: ArtworkFilter, text?: TextMatch): Promise<number> {
  const served = (key: string) => (key === 'search' || key === 'medium') && text?.serves[key];
  const textOnly = Object.entries(f).every(([key, v]) => v === undefined || NOT_FILTERS.has(key) || served(key));
  if (text && textOnly) return text.count;
  const row = await applyFilters(db.selectFrom('artworks'), f, 'in', text)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type ArtworkRowWithArtist = Awaited<ReturnType<typeof findArtworkRows>>[number];

/** Formats, images and labels of the given artworks, in three queries whatever the page size. */
export async function findArtworkParts(db: Db, ids: string[]) {
  if (ids.length === 0) return { formats: [], images: [], labels: [] };
  const [formats, images, labels] = await Promise.all([
    db
      .selectFrom('artwork_formats')
      .select(['id', 'artwork_id', 'name', 'price_cents', 'available'])
      .where('artwork_id', 'in', ids)
      .orderBy('artwork_id')
      .orderBy('position')
      .execute(),
    db
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
      .execute(),
    db
      .selectFrom('artwork_labels')
      .select(['artwork_id', 'kind', 'value'])
      .where('artwork_id', 'in', ids)
      .where('kind', 'in', ['tag', 'collection'])
      .orderBy('value')
      .execute(),
  ]);
  return { formats, images, labels };
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
