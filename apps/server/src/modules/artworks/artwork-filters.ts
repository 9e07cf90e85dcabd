import type { ArtworkFilters, ArtworkQuery } from '@vernissage/contract';
import { formatKey, isMediumCategory } from '@vernissage/contract';
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { contains } from '../../db/text-search.ts';
import { toCents } from '../../platform/money.ts';
import { listedPrice, type OrderTerm } from './artwork-order.ts';
import { categoryBit, type LabelKind } from './artwork-rows.ts';
import { hasAnyBit, type LabelBits } from './label-bits.ts';
import { matchedWorks, type TextMatch } from './text-match.ts';

type Query = SelectQueryBuilder<Database, 'artworks', object>;
type Eb = ExpressionBuilder<Database, 'artworks'>;

/** The filters as the repo reads them: `newArrivals` has become the date a new arrival is added after. */
export type ArtworkFilter = Omit<ArtworkFilters, 'newArrivals'> & { addedSince?: string };
/** One page of them (public reads always carry a limit; the back office reads every match). */
export type ArtworkPageFilter = ArtworkFilter & Pick<ArtworkQuery, 'limit' | 'offset'>;

/**
 * How a label or format filter meets the works. `set`: the works the label index lists (a count).
 * `walk` (SQLite pages): the same set, tested as the order's listing index is walked (`+` keeps
 * SQLite from looking the set's works up and sorting them; the index holds the id, so no table
 * read). `probe` (PostgreSQL pages, which plans a semi-join itself): a look-up per work.
 */
export type LabelTest = 'set' | 'walk' | 'probe';

/**
 * How a price filter meets the works. Either way it bounds the listed price, which is null for a
 * work on request, so such works are left out (decision 069). `seek` (a price-ordered page, a count)
 * adds `price_on_request = 0`: with the bounds, a range of the price listing index (migration 035).
 * `walk` (every other order) adds nothing SQLite could seek on, so it walks the order's own listing
 * index instead of seeking the price one and sorting every match (decision 071).
 */
export type PriceTest = 'seek' | 'walk';

/** The price test a page in this order needs: `seek` where the price listing index is its order's. */
export const priceTestFor = (order: OrderTerm[]): PriceTest =>
  order[0]?.column === 'price_on_request' ? 'seek' : 'walk';

/**
 * A page's tests of these columns, written so that no index serves them: SQLite's count indexes that
 * lead with them (migration 041) would otherwise win a page over its order's listing index, and the
 * page would collect and sort every match. Both databases evaluate them from the listing index.
 */
const unindexed = {
  limited: sql`(${sql.ref('artworks.limited')} + 0)`,
  createdAt: sql`(${sql.ref('artworks.created_at')} || '')`,
};

/** The works whose ids `ids` lists, as `test` says (`probe` is handled by the caller). */
function among<TB extends keyof Database>(
  eb: Eb,
  test: LabelTest,
  ids: SelectQueryBuilder<Database, TB, { artwork_id: string }>,
) {
  return test === 'walk' ? sql<SqlBool>`+${sql.ref('artworks.id')} in (${ids})` : eb('artworks.id', 'in', ids);
}

/**
 * Applies every filter of GET /api/artworks; all values are bound parameters. `text` replaces the
 * substring terms it serves with the trigram index's (SQLite) or `artwork_text`'s (PostgreSQL)
 * matches; `bits` replaces the label filters whose labels all hold a bit with a test of
 * `label_mask`. `counting`: the matches are counted, not walked in an order.
 */
export function applyFilters(
  q: Query,
  f: ArtworkFilter,
  labels: LabelTest,
  prices: PriceTest,
  text?: TextMatch,
  bits: LabelBits = {},
  counting = false,
): Query {
  return q.where((eb) => {
    const hasLabel = (kind: LabelKind, values: string[]) => {
      const rows = eb
        .selectFrom('artwork_labels')
        .where('artwork_labels.kind', '=', kind)
        .where('artwork_labels.value', 'in', values);
      if (labels !== 'probe') return among(eb, labels, rows.select('artwork_labels.artwork_id'));
      return eb.exists(rows.select(sql.lit(1).as('one')).whereRef('artwork_labels.artwork_id', '=', 'artworks.id'));
    };
    const all: Expression<SqlBool>[] = [];
    if (f.featured) all.push(eb('artworks.featured', '=', f.featured === 'true' ? 1 : 0));
    if (f.limited) {
      const limited = f.limited === 'true' ? 1 : 0;
      all.push(counting ? eb('artworks.limited', '=', limited) : sql<SqlBool>`${unindexed.limited} = ${limited}`);
    }
    if (f.addedSince) {
      const since = f.addedSince;
      all.push(counting ? eb('artworks.created_at', '>=', since) : sql<SqlBool>`${unindexed.createdAt} >= ${since}`);
    }
    if (f.minPrice !== undefined) all.push(eb(listedPrice, '>=', toCents(f.minPrice)));
    if (f.maxPrice !== undefined) all.push(eb(listedPrice, '<=', toCents(f.maxPrice)));
    const priced = f.minPrice !== undefined || f.maxPrice !== undefined;
    if (priced && prices === 'seek') all.push(eb('artworks.price_on_request', '=', 0));
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
    if (text) all.push(matchedWorks(text, counting));
    if (bits.collection) all.push(hasAnyBit(bits.collection));
    else if (f.collection?.length) all.push(hasLabel('collection', f.collection));
    if (bits.tags) all.push(hasAnyBit(bits.tags));
    else if (f.tags?.length) all.push(hasLabel('tag', f.tags));
    const formats = f.format?.map(formatKey);
    if (bits.format) all.push(hasAnyBit(bits.format));
    else if (formats?.length) {
      const rows = eb.selectFrom('artwork_formats').where('artwork_formats.name_key', 'in', formats);
      all.push(
        labels === 'probe'
          ? eb.exists(rows.select(sql.lit(1).as('one')).whereRef('artwork_formats.artwork_id', '=', 'artworks.id'))
          : among(eb, labels, rows.select('artwork_formats.artwork_id')),
      );
    }
    return eb.and(all);
  });
}
