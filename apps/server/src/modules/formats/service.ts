import {
  categorySlug,
  type FormatCategory,
  type FormatCategoryBody,
  type FormatType,
  type FormatTypeBody,
  SAFE_CLIENT_ID,
} from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import {
  type CategoryRow,
  deleteCategoryRow,
  deleteTypeRow,
  findCategoryIdBySlug,
  findCategoryRow,
  findCategoryRows,
  findTypeRow,
  findTypeRows,
  insertCategoryRow,
  insertTypeRow,
  nextCategoryPosition,
  type TypeRow,
  updateCategoryRow,
  updateTypeRow,
} from './repo.ts';

/** `catalogChanged` is called after every committed change: artworks show their formats' names. */
export type FormatsDeps = { db: Db; catalogChanged: () => void };

const CATEGORY_EXISTS = 'A category with this name already exists';
const CATEGORY_NOT_FOUND = 'Category not found';
const FORMAT_TYPE_NOT_FOUND = 'Format type not found';

/** Client-made ids (`cat-<timestamp>`, as the back office sends) are kept when safe; otherwise the server picks one. */
const idFor = (given: string | undefined): string => (given && SAFE_CLIENT_ID.test(given) ? given : newId());

const toCategory = (r: CategoryRow): FormatCategory => ({
  _id: r.id,
  id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  keywords: JSON.parse(r.keywords) as string[],
  color: r.color,
  formatTypeCount: Number(r.type_count ?? 0),
});

const toFormatType = (r: TypeRow): FormatType => ({
  _id: r.id,
  id: r.id,
  name: r.name,
  categoryId: r.category_id,
  description: r.description,
  priceMultiplier: r.price_multiplier === null ? null : Number(r.price_multiplier),
  shippingClass: r.shipping_class,
});

export async function listCategories({ db }: FormatsDeps): Promise<FormatCategory[]> {
  return (await findCategoryRows(db)).map(toCategory);
}

/** Creates the category, or updates it when its id exists; the slug follows the name and is unique. */
export async function saveCategory(
  { db, catalogChanged }: FormatsDeps,
  body: FormatCategoryBody,
): Promise<FormatCategory> {
  const id = idFor(body.id);
  const slug = categorySlug(body.name);
  const holder = await findCategoryIdBySlug(db, slug);
  if (holder !== undefined && holder !== id) throw new Conflict(CATEGORY_EXISTS);
  const columns = {
    name: body.name,
    slug,
    description: body.description,
    keywords: JSON.stringify(body.keywords),
    color: body.color,
  };
  try {
    if (await findCategoryRow(db, id)) await updateCategoryRow(db, id, columns);
    else await insertCategoryRow(db, { ...columns, id, position: await nextCategoryPosition(db) });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(CATEGORY_EXISTS);
    throw error;
  }
  catalogChanged();
  const saved = await findCategoryRow(db, id);
  if (!saved) throw new NotFound(CATEGORY_NOT_FOUND);
  return toCategory(saved);
}

export async function deleteCategory({ db, catalogChanged }: FormatsDeps, id: string): Promise<void> {
  if ((await deleteCategoryRow(db, id)) === 0) throw new NotFound(CATEGORY_NOT_FOUND);
  catalogChanged();
}

export async function listFormatTypes({ db }: FormatsDeps): Promise<FormatType[]> {
  return (await findTypeRows(db)).map(toFormatType);
}

/** Creates the format type, or updates it when its id exists; its category must exist. */
export async function saveFormatType({ db, catalogChanged }: FormatsDeps, body: FormatTypeBody): Promise<FormatType> {
  if (!(await findCategoryRow(db, body.categoryId))) throw new BadRequest(CATEGORY_NOT_FOUND);
  const id = idFor(body.id);
  const stored = await findTypeRow(db, id);
  const columns = {
    name: body.name,
    category_id: body.categoryId,
    description: body.description,
    // Absent keeps the stored multiplier; null or '' clears it.
    price_multiplier: body.priceMultiplier === undefined ? (stored?.price_multiplier ?? null) : body.priceMultiplier,
    // Absent keeps the stored class; a new type starts as the database's default ('medium').
    ...(body.shippingClass ? { shipping_class: body.shippingClass } : {}),
  };
  if (stored) await updateTypeRow(db, id, columns);
  else await insertTypeRow(db, { ...columns, id });
  catalogChanged();
  const saved = await findTypeRow(db, id);
  if (!saved) throw new NotFound(FORMAT_TYPE_NOT_FOUND);
  return toFormatType(saved);
}

export async function deleteFormatType({ db, catalogChanged }: FormatsDeps, id: string): Promise<void> {
  if ((await deleteTypeRow(db, id)) === 0) throw new NotFound(FORMAT_TYPE_NOT_FOUND);
  catalogChanged();
}
