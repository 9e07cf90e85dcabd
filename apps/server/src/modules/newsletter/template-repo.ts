import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';

export type TemplateRow = { id: string; name: string; variants: string; created_at: string; updated_at: string };

export async function listTemplates(db: Db) {
  return db
    .selectFrom('newsletter_templates')
    .select(['id', 'name', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .orderBy('name')
    .execute();
}

export async function findTemplate(db: Db, where: { id: string } | { name: string }): Promise<TemplateRow | undefined> {
  const query = db.selectFrom('newsletter_templates').selectAll();
  return ('id' in where ? query.where('id', '=', where.id) : query.where('name', '=', where.name)).executeTakeFirst();
}

export async function insertTemplate(db: Db, row: TemplateRow): Promise<void> {
  await db.insertInto('newsletter_templates').values(row).execute();
}

export async function updateTemplate(db: Db, id: string, set: { variants: string; updated_at: string }): Promise<void> {
  await db.updateTable('newsletter_templates').set(set).where('id', '=', id).execute();
}

export async function deleteTemplate(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('newsletter_templates').where('id', '=', id).executeTakeFirst();
  return affected(result) > 0;
}
