import type { Db } from '../../db/connection.ts';
import { findArtistStamps, findArtworkStamps } from './repo.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

export type SeoDeps = { db: Db; publicUrl: string };

export async function buildSitemap({ db, publicUrl }: SeoDeps): Promise<string> {
  const [artworks, artists] = await Promise.all([findArtworkStamps(db), findArtistStamps(db)]);
  return sitemapXml(publicUrl, sitemapEntries(artworks, artists));
}

export const buildRobotsTxt = ({ publicUrl }: SeoDeps): string => robotsTxt(publicUrl);
