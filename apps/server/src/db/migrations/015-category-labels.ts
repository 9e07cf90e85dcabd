import { mediumCategoriesOf } from '@vernissage/contract';
import { type Kysely, sql } from 'kysely';

/**
 * A work is listed under every medium category its medium, format names or tags match, not only
 * the first: each category becomes an `artwork_labels` row of kind `category` (the gallery filters
 * on it through the existing kind-value index). Existing works get theirs here, 500 at a time.
 */
type Db = Kysely<unknown>;
type Row = { id: string; medium: string };
type Part = { artwork_id: string; value: string };

const BATCH = 500;

export async function up(db: Db): Promise<void> {
  for (let offset = 0; ; offset += BATCH) {
    const works = (
      await sql<Row>`select id, medium from artworks order by id limit ${BATCH} offset ${offset}`.execute(db)
    ).rows;
    if (works.length === 0) return;
    const ids = works.map((w) => w.id);
    const formats = (
      await sql<Part>`select artwork_id, name as value from artwork_formats where artwork_id in (${sql.join(ids)})`.execute(
        db,
      )
    ).rows;
    const tags = (
      await sql<Part>`select artwork_id, value from artwork_labels where kind = 'tag' and artwork_id in (${sql.join(ids)})`.execute(
        db,
      )
    ).rows;
    const of = (parts: Part[], id: string) => parts.filter((p) => p.artwork_id === id).map((p) => p.value);
    const labels = works.flatMap((w) =>
      mediumCategoriesOf({
        medium: w.medium,
        formats: of(formats, w.id).map((name) => ({ name })),
        tags: of(tags, w.id),
      }).map((value) => sql`(${w.id}, 'category', ${value})`),
    );
    if (labels.length > 0) {
      await sql`insert into artwork_labels (artwork_id, kind, value) values ${sql.join(labels)}`.execute(db);
    }
  }
}

export async function down(db: Db): Promise<void> {
  await sql`delete from artwork_labels where kind = 'category'`.execute(db);
}
