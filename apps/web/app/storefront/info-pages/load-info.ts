import type { AppLoadContext, MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/seo.ts';
import { shopInfo } from '../../lib/shop-info.ts';
import { longDate, type PolicySettings, toPolicySettings } from './policy-text.ts';

export type InfoData = { settings: PolicySettings; updated: string; publicUrl: string };

/** What every info page renders from: the shop's settings and today's date (the Last updated line). */
export async function loadInfo(context: AppLoadContext): Promise<InfoData> {
  const settings = toPolicySettings(await context.api.getShopSettings());
  return { settings, updated: longDate(new Date()), publicUrl: context.publicUrl };
}

export function infoMeta(
  data: InfoData | undefined,
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  const shopName = data?.settings.shopName ?? shopInfo.shopName;
  const title = `${page.title} — ${shopName}`;
  if (!data) return [{ title }];
  return pageMeta({
    siteName: shopName,
    title,
    description: page.description,
    publicUrl: data.publicUrl,
    path: page.path,
  });
}
