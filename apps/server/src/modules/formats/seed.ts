import type { Db } from '../../db/connection.ts';
import { newId } from '../../platform/ids.ts';
import { findCategoryRows, findTypeRows, insertCategoryRow, insertTypeRow } from './repo.ts';

export type SeedCategory = { name: string; slug: string; description: string; keywords: string[]; color: string };
export type SeedFormatType<K> = {
  key: K;
  name: string;
  category: string;
  description: string;
  priceMultiplier: number | null;
};

/**
 * Adds the given categories (by slug) and format types (by name) that are missing, inside the
 * caller's transaction; returns every given type's id by its key.
 */
export async function ensureFormats<K>(
  tx: Db,
  categories: readonly SeedCategory[],
  types: readonly SeedFormatType<K>[],
): Promise<Map<K, string>> {
  const categoryIds = new Map((await findCategoryRows(tx)).map((c) => [c.slug, c.id]));
  for (const [position, c] of categories.entries()) {
    if (categoryIds.has(c.slug)) continue;
    const id = newId();
    categoryIds.set(c.slug, id);
    const { keywords, ...columns } = c;
    await insertCategoryRow(tx, { ...columns, id, keywords: JSON.stringify(keywords), position });
  }
  const existing = await findTypeRows(tx);
  const typeIds = new Map<K, string>();
  for (const t of types) {
    const found = existing.find((row) => row.name === t.name);
    const categoryId = categoryIds.get(t.category);
    if (found) typeIds.set(t.key, found.id);
    else if (categoryId) {
      const id = newId();
      const columns = { name: t.name, description: t.description, price_multiplier: t.priceMultiplier };
      await insertTypeRow(tx, { ...columns, id, category_id: categoryId });
      typeIds.set(t.key, id);
    }
  }
  return typeIds;
}
