import { formatKey, mediumCategoriesOf, primaryMediumCategory } from '@vernissage/contract';
import type { Db } from '../src/db/connection.ts';
import { categoryMask } from '../src/modules/artworks/index.ts';

const at = '2026-01-01T00:00:00.000Z';
let counter = 0;
const next = (prefix: string) => `${prefix}-${++counter}`;

export async function insertArtist(db: Db, over: { name?: string; country?: string; featured?: boolean } = {}) {
  const id = next('artist');
  const name = over.name ?? `Artist ${counter}`;
  await db
    .insertInto('artists')
    .values({
      id,
      name,
      country: over.country ?? 'Kenya',
      featured: over.featured ? 1 : 0,
      style: JSON.stringify(['Abstract']),
      search_text: `${name} ${over.country ?? 'Kenya'}`.toLowerCase(),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export type ArtworkFixture = {
  artistId: string;
  title: string;
  price: number;
  medium?: string;
  year?: number | null;
  featured?: boolean;
  availability?: 'available' | 'reserved' | 'sold';
  /** A limited edition of this many; an original without it. */
  edition?: number;
  formats?: { name: string; price: number; available?: boolean }[];
  tags?: string[];
  collections?: string[];
  image?: boolean;
  /** When the work was added (ISO); 2026-01-01 unless given. */
  createdAt?: string;
};

export async function insertArtwork(db: Db, a: ArtworkFixture): Promise<string> {
  const id = next('artwork');
  const formats = a.formats ?? [{ name: 'Original', price: a.price }];
  await db
    .insertInto('artworks')
    .values({
      id,
      title: a.title,
      artist_id: a.artistId,
      price_cents: Math.round(a.price * 100),
      medium: a.medium ?? 'Oil on canvas',
      medium_category: primaryMediumCategory({ medium: a.medium ?? 'Oil on canvas', formats, tags: a.tags }),
      year: a.year === undefined ? 2024 : a.year,
      featured: a.featured ? 1 : 0,
      limited: a.edition ? 1 : 0,
      limited_count: a.edition ?? null,
      units: a.edition ?? 1,
      availability: a.availability ?? 'available',
      search_text: [a.title, a.medium ?? '', ...(a.tags ?? [])].join(' ').toLowerCase(),
      created_at: a.createdAt ?? at,
      updated_at: a.createdAt ?? at,
    })
    .execute();
  // Migration tests insert works into older schemas too, before migration 027 added the column.
  const columns = (await db.introspection.getTables()).find((t) => t.name === 'artworks')?.columns ?? [];
  if (columns.some((c) => c.name === 'category_mask')) {
    await db
      .updateTable('artworks')
      .set({ category_mask: categoryMask({ medium: a.medium ?? 'Oil on canvas', formats, tags: a.tags }) })
      .where('id', '=', id)
      .execute();
  }
  await db
    .insertInto('artwork_formats')
    .values(
      formats.map((f, position) => ({
        id: `${id}-f${position}`,
        artwork_id: id,
        position,
        name: f.name,
        name_key: formatKey(f.name),
        price_cents: Math.round(f.price * 100),
        available: f.available === false ? 0 : 1,
      })),
    )
    .execute();
  const labels = [
    ...(a.tags ?? []).map((value) => ({ artwork_id: id, kind: 'tag', value })),
    ...(a.collections ?? []).map((value) => ({ artwork_id: id, kind: 'collection', value })),
    ...mediumCategoriesOf({ medium: a.medium ?? 'Oil on canvas', formats, tags: a.tags }).map((value) => ({
      artwork_id: id,
      kind: 'category',
      value,
    })),
  ];
  if (labels.length) await db.insertInto('artwork_labels').values(labels).execute();
  if (a.image !== false) {
    const mediaId = `m${id}`;
    await db
      .insertInto('media')
      .values({
        id: mediaId,
        kind: 'image',
        mime: 'image/jpeg',
        width: 800,
        height: 1000,
        widths: '[320,640,800]',
        created_at: at,
      })
      .execute();
    await db.insertInto('artwork_images').values({ artwork_id: id, position: 0, media_id: mediaId }).execute();
  }
  return id;
}
