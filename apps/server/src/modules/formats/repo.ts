import { sql } from 'kysely';
import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import type { FormatCategoriesTable, FormatTypesTable, Insertable, Updateable } from '../../db/schema.ts';

function categoriesWithCounts(db: Db) {
  return db
    .selectFrom('format_categories')
    .selectAll('format_categories')
    .select((eb) =>
      eb
        .selectFrom('format_types')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('format_types.category_id', '=', 'format_categories.id')
        .as('type_count'),
    );
}

export async function findCategoryRows(db: Db) {
  return categoriesWithCounts(db).orderBy('position').orderBy('name').execute();
}

export async function findCategoryRow(db: Db, id: string) {
  return categoriesWithCounts(db).where('id', '=', id).executeTakeFirst();
}

export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategoryRow>>>;

export async function findCategoryIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  return (await db.selectFrom('format_categories').select('id').where('slug', '=', slug).executeTakeFirst())?.id;
}

export async function nextCategoryPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom('format_categories')
    .select(sql<number | null>`max(position)`.as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? -1) + 1;
}

export async function insertCategoryRow(db: Db, row: Insertable<FormatCategoriesTable>): Promise<void> {
  await db.insertInto('format_categories').values(row).execute();
}

export async function updateCategoryRow(db: Db, id: string, row: Updateable<FormatCategoriesTable>): Promise<void> {
  await db.updateTable('format_categories').set(row).where('id', '=', id).execute();
}

/** Deletes the category; its format types go with it (ON DELETE CASCADE). */
export async function deleteCategoryRow(db: Db, id: string): Promise<number> {
  return affected(await db.deleteFrom('format_categories').where('id', '=', id).executeTakeFirst());
}

export async function findTypeRows(db: Db) {
  return db.selectFrom('format_types').selectAll().orderBy('name').orderBy('id').execute();
}

export async function findTypeRow(db: Db, id: string) {
  return db.selectFrom('format_types').selectAll().where('id', '=', id).executeTakeFirst();
}

export type TypeRow = NonNullable<Awaited<ReturnType<typeof findTypeRow>>>;

export async function insertTypeRow(db: Db, row: Insertable<FormatTypesTable>): Promise<void> {
  await db.insertInto('format_types').values(row).execute();
}

export async function updateTypeRow(db: Db, id: string, row: Updateable<FormatTypesTable>): Promise<void> {
  await db.updateTable('format_types').set(row).where('id', '=', id).execute();
}

/** Deletes the format type; artwork formats that used it keep their name and price (SET NULL). */
export async function deleteTypeRow(db: Db, id: string): Promise<number> {
  return affected(await db.deleteFrom('format_types').where('id', '=', id).executeTakeFirst());
}
