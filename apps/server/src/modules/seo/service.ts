import type { Db } from '../../db/connection.ts';
import { artistStamps } from '../artists/index.ts';
import { artworkStamps } from '../artworks/index.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

export type SeoDeps = { db: Db; publicUrl: string };

export async function buildSitemap({ db, publicUrl }: SeoDeps): Promise<string> {
  const [artworks, artists] = await Promise.all([artworkStamps(db), artistStamps(db)]);
  return sitemapXml(publicUrl, sitemapEntries(artworks, artists));
}

export const buildRobotsTxt = ({ publicUrl }: SeoDeps): string => robotsTxt(publicUrl);
