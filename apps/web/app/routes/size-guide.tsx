import { InfoPage } from '../storefront/info-pages/info-layout.tsx';
import { infoMeta, loadInfo } from '../storefront/info-pages/load-info.ts';
import { sizeGuideSections } from '../storefront/info-pages/size-guide-sections.tsx';
import type { Route } from './+types/size-guide';

export const loader = ({ context }: Route.LoaderArgs) => loadInfo(context);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  infoMeta(loaderData, {
    title: 'Size Guide',
    description: 'Artwork sizes, formats and how to hang them: heights, spacing and a free size consultation.',
    path: '/size-guide',
  });

export default function SizeGuide({ loaderData }: Route.ComponentProps) {
  const { settings, updated } = loaderData;
  return (
    <InfoPage
      eyebrow="Help"
      title="Size Guide"
      updated={updated}
      intro={<p>How big is big? Sizes, formats and a few rules of thumb for hanging art at home.</p>}
      sections={sizeGuideSections(settings)}
    />
  );
}
